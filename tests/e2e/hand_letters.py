"""A Rommé card's letter against its width, read from a page: the Chromium layout tests and the
other engines' smoke tests check the same rule (css/romme.css)."""

from __future__ import annotations

#: (least, share of the card's width, most) in px, on a phone (up to 640 px) and on a tablet.
CARD_LETTER = {"phone": (0.9 * 16, 0.36, 1.3 * 16), "tablet": (0.95 * 16, 0.34, 1.7 * 16)}
TOLERANCE_PX = 0.6

#: The hand's size containers (only the hand itself should be one), its cards' widths and
#: letters, and the viewport's width.
HAND_CARDS = """() => {
  const hand = document.querySelector('.hand');
  const containers = [hand, ...hand.querySelectorAll('*')]
    .filter(el => getComputedStyle(el).containerType !== 'normal').map(el => el.className || el.tagName);
  const cards = [...hand.querySelectorAll('.hc')].map(el =>
    [el.getBoundingClientRect().width, parseFloat(getComputedStyle(el).fontSize)]);
  return {containers, cards, width: innerWidth};
}"""


def letters_off(measured: dict) -> list[str]:
    """The cards whose letter is not what their width asks for (empty: all are)."""
    least, share, most = CARD_LETTER["phone" if measured["width"] <= 640 else "tablet"]
    off = []
    for width, letter in measured["cards"]:
        expected = min(most, max(least, share * width))
        if abs(letter - expected) > TOLERANCE_PX:
            off.append(f"a card {width:.1f} px wide has a {letter:.1f} px letter, not {expected:.1f}")
    return off
