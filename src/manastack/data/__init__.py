"""Data shipped with the package: the default card pool (``cards.json.gz``) and deck lists (``decks/``)."""
