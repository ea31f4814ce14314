"""Helpers for testing games: invariant checks shared by the test suite and the fuzzer."""
