"""The Elixir binding's generator, one module per emitted file or shared part; tools/gen/lang_elixir.py
is its entry point."""
