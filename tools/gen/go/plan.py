"""Plans every C function of the spec, renaming a wrapper whose name a type or constant of package
capi already has."""
from .function import Function
from .naming import camel, value_go_name
from .type_mapping import Types

# Package capi's hand-written top-level names (loader.go, errors.go) and generated non-function ones.
HAND_WRITTEN = {"Error", "LoadError", "Load", "Soname", "SpecVersion", "SkippedFunction", "Skipped"}


def taken_names(spec):
    names = set(HAND_WRITTEN)
    names.update(camel(n) for n in list(spec.handles) + list(spec.enums) + list(spec.structs))
    names.update(camel(c["name"]) for c in spec.data.get("callbacks", []))
    for e in spec.data["enums"]:
        names.update(value_go_name(e, v) for v in e["values"])
        names.update("Err" + value_go_name(e, v)[len(camel(e["name"])):] for v in e["values"])
    return names


def plan(spec):
    types = Types(spec)
    functions = [Function(types, f) for f in spec.functions]
    taken = taken_names(spec)
    for fn in functions:  # a wrapper whose name a type or constant has already is renamed
        if fn.go_name in taken:
            fn.go_name += "Call"
        taken.add(fn.go_name)
    return types, functions
