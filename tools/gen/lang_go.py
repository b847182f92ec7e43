"""Go binding, thin layer: bindings/go/capi/*.gen.{go,c,h} and bindings/go/names.gen.go.

The Go package never links against libkiln: capi/loader.c dlopens it (KILN_LIBRARY_PATH, else
the soname) and fills a table of function pointers that the generated C trampolines call. Each
trampoline also copies kiln_last_error() before returning, because a goroutine may move to
another OS thread between two cgo calls and the message is thread-local. Handles cross into Go
as uintptr (they are encoded integers, not addresses the Go GC should ever look at).

Emitted files:
  capi/trampolines.gen.h/.c  function table, resolver, one trampoline per C function, C adapters
                             that forward callbacks to exported Go functions
  capi/handles.gen.go        a Go type per handle (the C value as a uintptr)
  capi/enums.gen.go          a Go type per enum with constants, Name/Doc/String, error sentinels
  capi/structs.gen.go        a Go mirror per struct with C conversions
  capi/functions.gen.go      one Go wrapper per C function, and the list of skipped ones
  capi/callbacks.gen.go      Go func types for callbacks and their //export trampolines
  names.gen.go               package kiln re-exports of the enums, sentinels and struct mirrors

The emitters live in tools/gen/go/, one module per emitted file or shared concern.
"""
from go.callbacks import emit_callbacks
from go.enums import emit_enums
from go.functions import emit_functions
from go.handles import emit_handles
from go.ops import emit_ops
from go.plan import plan
from go.reexports import emit_names
from go.structs import emit_structs
from go.trampolines import emit_c_header, emit_c_source


def outputs(spec):
    types, functions = plan(spec)
    return {
        "bindings/go/capi/trampolines.gen.h": emit_c_header(spec, types, functions),
        "bindings/go/capi/trampolines.gen.c": emit_c_source(spec, types, functions),
        "bindings/go/capi/handles.gen.go": emit_handles(spec),
        "bindings/go/capi/enums.gen.go": emit_enums(spec, types),
        "bindings/go/capi/structs.gen.go": emit_structs(spec, types),
        "bindings/go/capi/callbacks.gen.go": emit_callbacks(spec, types, functions),
        "bindings/go/capi/functions.gen.go": emit_functions(spec, types, functions),
        "bindings/go/names.gen.go": emit_names(spec, types),
        "bindings/go/ops.gen.go": emit_ops(spec),
    }


def skipped(spec):
    """(C name, reason) of every function without a Go wrapper, for docs and tests."""
    return [(fn.name, fn.skip) for fn in plan(spec)[1] if fn.skip]
