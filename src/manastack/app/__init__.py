"""The application layer: decks for the commands, running and simulating games, saved game logs
and replays, the terminal UI, and the ``decks``/``play``/``watch``/``sim``/``replay`` commands."""
