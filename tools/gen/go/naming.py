"""Go spellings of C names: exported and parameter identifiers, enum value names, cgo struct
fields, exported callback functions."""

# Word spellings Go style wants in identifiers.
WORDS = {"dtype": "DType", "dlpack": "DLPack", "cpu": "CPU", "id": "ID", "ns": "NS", "ok": "OK",
         "ndim": "NDim", "nbytes": "NBytes", "naxes": "NAxes", "bfloat16": "BFloat16", "astype": "AsType", "argmax": "ArgMax", "argmin": "ArgMin"}

GO_KEYWORDS = {"break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
               "for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
               "return", "select", "struct", "switch", "type", "var"}
# Names a parameter must not take: keywords, predeclared identifiers and what the wrappers use.
RESERVED = GO_KEYWORDS | {"append", "bool", "byte", "cap", "close", "copy", "delete", "error", "false",
                          "float32", "float64", "int", "int32", "int64", "len", "make", "new", "nil",
                          "panic", "print", "string", "true", "uint", "uint32", "uint64", "uintptr",
                          "C", "cgo", "unsafe", "err", "allocs"}


def camel(c_name, strip_prefix=True):
    parts = c_name.split("_")
    if strip_prefix and parts[0].lower() == "kiln":
        parts = parts[1:]
    return "".join(WORDS.get(p.lower(), p[:1].upper() + p[1:].lower()) for p in parts if p)


def lower_camel(c_name):
    name = camel(c_name, strip_prefix=False)
    for word in WORDS.values():  # "DType" -> "dtype", not "dType"
        if name.startswith(word):
            return word.lower() + name[len(word):]
    return name[:1].lower() + name[1:]


def param_name(c_name):
    name = lower_camel(c_name)
    return name + "Arg" if name in RESERVED else name


def c_field(c_name):
    """How cgo spells a C struct field: Go keywords get a leading underscore."""
    return "_" + c_name if c_name in GO_KEYWORDS else c_name


def enum_prefix(enum):
    """The prefix every value name shares, up to an underscore ('KILN_STATUS_')."""
    names = [v["name"] for v in enum["values"]]
    prefix = names[0][: names[0].rfind("_") + 1]
    while prefix and not all(n.startswith(prefix) for n in names):
        prefix = prefix[: prefix[:-1].rfind("_") + 1]
    return prefix


def value_suffix(enum, value):
    return value["name"][len(enum_prefix(enum)):]


def value_go_name(enum, value):
    return camel(enum["name"]) + camel(value_suffix(enum, value), strip_prefix=False)


def cap1(name):
    return name[:1].upper() + name[1:]


def go_export_name(cb_name):
    return "kilnGo" + camel(cb_name)
