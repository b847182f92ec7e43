"""lib/kiln/nif.ex: the Kiln.Nif module, one documented stub per NIF."""
from .classify import elixir_args
from .spec_queries import ex_name, is_dirty
from .tables import BANNER, EXTRA_NIFS, HAND_WRITTEN, HAND_WRITTEN_DOCS


def heredoc(text, indent="  "):
    text = text.replace("\\", "\\\\").replace('"""', '\\"""').replace("#{", "\\#{")
    body = "\n".join((indent + line) if line else "" for line in text.split("\n"))
    return '%s"""\n%s\n%s"""' % (indent, body, indent)


def returns_doc(plan, f):
    outs = [p["name"] for kind, p, _ in plan if kind in
            ("handle_out", "scalar_out", "enum_out", "string_out", "array_out", "handle_list_out", "struct_inout", "ext_out")]
    if f["returns"] == "const char*":
        return "Returns the string."
    if not outs:
        return "Returns `:ok` or `{:error, {status, message}}`."
    if len(outs) == 1:
        return "Returns `{:ok, %s}` or `{:error, {status, message}}`." % outs[0]
    return "Returns `{:ok, {%s}}` or `{:error, {status, message}}`." % ", ".join(outs)


def emit_nif_ex(spec, generated, hand, skipped):
    out = ["# %s\n" % BANNER,
           "defmodule Kiln.Nif do\n",
           '  @moduledoc """\n',
           "  The raw NIFs: one function per C function of the Kiln API (`kiln_` prefix dropped).\n\n",
           "  Handles are resources (released by the garbage collector, or at once by the matching\n",
           "  `*_release` function); enums are atoms (integers are accepted too); `const int64_t*` lists\n",
           "  and handle lists are Elixir lists whose length fills the count parameter; structs are\n",
           "  maps; out-parameters are returned. Functions that evaluate or copy data run on dirty\n",
           "  CPU schedulers. Errors are `{:error, {status_atom, message}}`, the message taken from\n",
           "  `kiln_last_error()` on the thread that made the call. Use the `Kiln` module instead.\n"]
    if skipped:
        out.append("\n  Skipped (no NIF):\n\n")
        for f, why in skipped:
            out.append("    * `%s`: %s\n" % (f["name"], why.replace('"""', "'''")))
    out.append('  """\n\n  @on_load :__load__\n\n')
    out.append("  @doc false\n  def __load__ do\n"
               "    with :ok <- :erlang.load_nif(Kiln.Loader.nif_path(), Kiln.Loader.library_path()) do\n"
               "      case __library_error__() do\n        nil -> :ok\n"
               "        reason -> {:error, {:kiln_library_not_loaded, reason}}\n      end\n    end\n  end\n\n")
    out.append("  @doc false\n  def __library_error__, do: :erlang.nif_error(:nif_not_loaded)\n\n")
    for f, plan in generated:
        args = elixir_args(plan)
        doc = "%s\n\nC: `%s` (since %s).%s %s" % (
            f["doc"], f["name"], f["since"], " Runs on a dirty CPU scheduler." if is_dirty(f) else "",
            returns_doc(plan, f))
        if f.get("deprecated"):
            doc += "\n\nDeprecated: %s" % f["deprecated"]
        out.append("  @doc %s\n" % heredoc(doc).lstrip())
        out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                   % (ex_name(f["name"]), ", ".join("_" + a for a in args)))
    for f in hand:
        for name, args, dirty in HAND_WRITTEN[f["name"]]:
            doc = "%s\n\nC: `%s` (hand-written NIF).%s" % (
                HAND_WRITTEN_DOCS[name], f["name"], " Runs on a dirty CPU scheduler." if dirty else "")
            out.append("  @doc %s\n" % heredoc(doc).lstrip())
            out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                       % (name, ", ".join("_" + a for a in args)))
    for name, args, dirty in EXTRA_NIFS:
        doc = "%s\n\nHand-written NIF.%s" % (HAND_WRITTEN_DOCS[name], " Runs on a dirty CPU scheduler." if dirty else "")
        out.append("  @doc %s\n" % heredoc(doc).lstrip())
        out.append("  def %s(%s), do: :erlang.nif_error(:nif_not_loaded)\n\n"
                   % (name, ", ".join("_" + a for a in args)))
    out[-1] = out[-1].rstrip("\n") + "\n"
    out.append("end\n")
    return "".join(out)
