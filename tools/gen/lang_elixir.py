"""bindings/elixir: the NIF shim in C (c_src/kiln_nif.gen.{h,c}) and the Elixir modules that
describe it (lib/kiln/nif.ex: one stub per NIF; lib/kiln/spec.ex: enums, op families, skips).

Every C function is sorted by the shapes of its parameters (handles in and out, int64 lists with a
length parameter, handle lists, scalars, enums as atoms, strings, structs as maps, out scalars,
caller-sized out buffers, DLPack pointers as resources, callbacks as messages to a pid). A function
with a shape not listed here is either written by hand (HAND_WRITTEN in elixir/tables.py, in
c_src/kiln_nif_host_data.c) or skipped with its reason in the generated files, never dropped silently.

The emitters live in tools/gen/elixir/, one module per generated file or shared part of one."""
from elixir.c_header import emit_c_header
from elixir.c_source import emit_c_source
from elixir.classify import sorted_functions
from elixir.nif_ex import emit_nif_ex
from elixir.spec_ex import emit_spec_ex

OUT_DIR = "bindings/elixir"


def outputs(spec):
    generated, hand, skipped = sorted_functions(spec)
    return {
        OUT_DIR + "/c_src/kiln_nif.gen.h": emit_c_header(spec, generated, hand),
        OUT_DIR + "/c_src/kiln_nif.gen.c": emit_c_source(spec, generated, hand, skipped),
        OUT_DIR + "/lib/kiln/nif.ex": emit_nif_ex(spec, generated, hand, skipped),
        OUT_DIR + "/lib/kiln/spec.ex": emit_spec_ex(spec, generated, hand, skipped),
    }
