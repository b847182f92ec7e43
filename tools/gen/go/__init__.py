"""The Go binding's generator, one module per emitted file or shared concern; tools/gen/lang_go.py
is its entry point."""
