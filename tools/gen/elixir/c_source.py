"""c_src/kiln_nif.gen.c: assembles the shared parts, one NIF per function and the NIF table."""
from .c_callbacks import emit_callback_trampolines
from .c_converters import emit_enum_converters, emit_list_builders, emit_struct_converters
from .c_nifs import emit_nif
from .c_resources import emit_api_table, emit_external_resources, emit_handle_resources
from .classify import elixir_args
from .spec_queries import ex_name, is_dirty
from .tables import BANNER, EXTRA_NIFS, HAND_WRITTEN


def emit_c_source(spec, generated, hand, skipped):
    out = ["/* %s */\n" % BANNER,
           "/* One NIF per function of the Kiln C API (see tools/gen/lang_elixir.py for the shapes). */\n",
           "#define _GNU_SOURCE\n#include <dlfcn.h>\n#include <stddef.h>\n#include <string.h>\n\n",
           '#include "kiln_nif.gen.h"\n#include "kiln_nif_runtime.h"\n\n']
    if skipped:
        out.append("/* Skipped (no NIF):\n")
        for f, why in skipped:
            out.append(" *   %s: %s\n" % (f["name"], why))
        out.append(" */\n\n")
    out.append(emit_api_table(spec))
    out.append(emit_handle_resources(spec))
    out.append(emit_external_resources(spec))
    out.append(emit_enum_converters(spec))
    out.append(emit_struct_converters(spec))
    out.append(emit_list_builders(generated))
    out.append(emit_callback_trampolines(spec, generated))
    for f, plan in generated:
        out.append(emit_nif(spec, f, plan))
    out.append("static ErlNifFunc kn_functions[] = {\n")
    for f, plan in generated:
        flag = "ERL_NIF_DIRTY_JOB_CPU_BOUND" if is_dirty(f) else "0"
        out.append('  {"%s", %d, nif_%s, %s},\n' % (ex_name(f["name"]), len(elixir_args(plan)), f["name"], flag))
    for f in hand:
        for name, args, dirty in HAND_WRITTEN[f["name"]]:
            out.append('  {"%s", %d, nif_%s, %s},\n'
                       % (name, len(args), name, "ERL_NIF_DIRTY_JOB_CPU_BOUND" if dirty else "0"))
    for name, args, dirty in EXTRA_NIFS:
        out.append('  {"%s", %d, nif_%s, %s},\n'
                   % (name, len(args), name, "ERL_NIF_DIRTY_JOB_CPU_BOUND" if dirty else "0"))
    out.append('  {"__library_error__", 0, kn_nif_library_error, 0},\n')
    out.append("};\n\nERL_NIF_INIT(Elixir.Kiln.Nif, kn_functions, kn_load, NULL, NULL, NULL)\n")
    return "".join(out)
