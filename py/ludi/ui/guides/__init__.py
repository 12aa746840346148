"""The guided first rounds, one module per game (data: a position and a script), and their
texts (``lang_de/fr/en``, every key under ``guide.``); imported on the first "Learn to play"."""
