"""``python -m manastack``: the ``manastack`` command."""

from manastack.cli import main

main()
