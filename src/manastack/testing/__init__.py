"""Helpers for testing games: invariant checks, fuzzed games and random decks, shared by the test
suite and the fuzzer."""
