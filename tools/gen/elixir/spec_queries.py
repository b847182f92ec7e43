"""Questions the Elixir generator asks of the spec: Elixir names, enum atoms, dirty scheduling,
handle release/retain functions, DLPack deleters, callback types."""
import os

from spec import parse_type

from .tables import DIRTY_DOC_WORDS, DIRTY_NAMES


def callbacks(spec):
    """The spec's function-pointer types by name (a 1.1 spec has none)."""
    return getattr(spec, "callbacks", None) or {c["name"]: c for c in spec.data.get("callbacks", [])}


def ex_name(c_name):
    return c_name[len("kiln_"):] if c_name.startswith("kiln_") else c_name


def enum_atoms(enum):
    """[(atom, C constant, value, doc)] with the enum's common prefix removed and lowercased."""
    names = [v["name"] for v in enum["values"]]
    prefix = os.path.commonprefix(names) if len(names) > 1 else enum["name"].upper() + "_"
    prefix = prefix[: prefix.rfind("_") + 1]
    if not all(n.startswith(prefix) and len(n) > len(prefix) for n in names):
        prefix = ""
    return [(v["name"][len(prefix):].lower(), v["name"], v["value"], v["doc"]) for v in enum["values"]]


def is_dirty(f):
    return f["name"] in DIRTY_NAMES or any(w in f["doc"] for w in DIRTY_DOC_WORDS)


def handle_fn(spec, handle, verb):
    """The spec's <handle>_<verb> function taking just that handle (release, retain), or None."""
    for f in spec.functions:
        if f["name"] == "%s_%s" % (handle, verb) and [p["type"] for p in f["params"]] == [handle]:
            return f
    return None


def refcounted(spec, handle):
    return handle_fn(spec, handle, "retain") is not None


def ext_disposable(spec, ext):
    """Whether a caller-owned pointer of this external type ends with its own deleter (DLPack)."""
    for f in spec.functions:
        for p in f["params"]:
            _, base, ptrs = parse_type(p["type"])
            if base == ext and ptrs == 2 and p.get("ownership", {}).get("release") == "deleter":
                return True
    return False


def special(spec, f):
    """'release' or 'retain' for <handle>_release / <handle>_retain, else None."""
    for verb in ("release", "retain"):
        for h in spec.handles:
            if f["name"] == "%s_%s" % (h, verb) and [p["type"] for p in f["params"]] == [h]:
                return verb, h
    return None
