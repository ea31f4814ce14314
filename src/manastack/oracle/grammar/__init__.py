"""The grammar of oracle text: nouns (filters, references, amounts), effects, and ability lines."""
