"""lib/kiln/spec.ex: the Kiln.Spec module (API version, enums, generated functions, skipped ones)."""
from .classify import elixir_args
from .spec_queries import enum_atoms, ex_name
from .tables import BANNER


def ex_string(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"').replace("#{", "\\#{")


def emit_spec_ex(spec, generated, hand, skipped):
    v = spec.version
    out = ["# %s\n" % BANNER,
           "defmodule Kiln.Spec do\n",
           '  @moduledoc "The parts of abi/kiln.api.json the Elixir layer needs at compile and run time."\n\n',
           "  @doc \"The API version this binding was generated from.\"\n",
           "  def version, do: {%d, %d, %d}\n\n" % (v["major"], v["minor"], v["patch"]),
           '  @doc "Each enum (without the `kiln_` prefix) as `[{atom, value, doc}]`."\n',
           "  def enums do\n    %{\n"]
    enums = spec.data["enums"]
    for i, e in enumerate(enums):
        out.append("      %s: [\n" % ex_name(e["name"]))
        atoms = enum_atoms(e)
        for j, (atom, _, value, doc) in enumerate(atoms):
            out.append("        {:%s, %d, %s}%s\n" % (atom, value, ex_string(doc), "," if j < len(atoms) - 1 else ""))
        out.append("      ]%s\n" % ("," if i < len(enums) - 1 else ""))
    out.append("    }\n  end\n\n")
    out.append('  @doc "Generated NIFs as `{name, family, elixir_args}`; family is the spec\'s impl family or nil."\n')
    out.append("  def functions do\n    [\n")
    for i, (f, plan) in enumerate(generated):
        fam = f.get("impl", {}).get("family")
        out.append("      {:%s, %s, [%s]}%s\n" % (
            ex_name(f["name"]), (":" + fam) if fam else "nil",
            ", ".join(":" + a for a in elixir_args(plan)), "," if i < len(generated) - 1 else ""))
    out.append("    ]\n  end\n\n")
    out.append('  @doc "Functions with no NIF, and why."\n  def skipped do\n    [\n')
    for i, (f, why) in enumerate(skipped):
        out.append("      {%s, %s}%s\n" % (ex_string(f["name"]), ex_string(why), "," if i < len(skipped) - 1 else ""))
    out.append("    ]\n  end\nend\n")
    return "".join(out)
