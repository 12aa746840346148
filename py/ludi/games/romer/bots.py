from ludi.games.protocol import Bot

class EasyBot(Bot):
    level = "easy"
    def steps(self, view, legal):
        yield
        return self.rng.choice(list(legal))

NormalBot = StrongBot = EasyBot
