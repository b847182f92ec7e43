"""tests/fuzz/fuzz_calls.gen.cpp: the API fuzzer's call table, one routine per spec function, so a
function added to the spec is fuzzed without editing a list. Each argument is drawn by its kind
(tests/fuzz/fuzz_args.h): tensors and other handles from the session's pools (or NULL, released,
garbage), integer arrays with their length parameter (NULL with any count included), scalars,
enums (out-of-range values included), out pointers (sometimes NULL). Every call is held to the
contract of tests/fuzz/fuzz_contract.h.

Functions whose arguments the library cannot check (a raw buffer and its byte count, callbacks,
DLPack structs) or that need bookkeeping (retain/release pairs, borrows) have hand-written
routines, named in HANDWRITTEN; the table lists them too, so it holds every spec function or
generation fails."""
from spec import parse_type

BANNER = "// Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand.\n"

# function -> hand-written routine (tests/fuzz/fuzz_manual.cpp, fuzz_dlpack.cpp).
HANDWRITTEN = {
    "kiln_tensor_create": "manual_create",  # data must hold product(shape) x itemsize bytes
    "kiln_tensor_read": "manual_read",  # dst must hold dst_bytes
    "kiln_tensor_borrow": "manual_borrow",  # the lent bytes are touched; borrows are released
    "kiln_borrow_release": "manual_borrow",
    "kiln_tensor_retain": "manual_retain",  # each retain is paired with a release
    "kiln_tensor_release": "manual_release",  # the pool forgets what it releases
    "kiln_telemetry_subscribe": "manual_subscribe",  # a real callback; unsubscribed at the end
    "kiln_telemetry_unsubscribe": "manual_unsubscribe",
    "kiln_tensor_from_dlpack": "manual_import_dlpack",  # producer structs backed by real memory
    "kiln_tensor_from_dlpack_legacy": "manual_import_dlpack",
    "kiln_tensor_to_dlpack": "manual_export_dlpack",  # the deleter must run exactly once
    "kiln_tensor_to_dlpack_legacy": "manual_export_dlpack",
    "kiln_tensor_to_dlpack_cuda": "manual_export_dlpack_cuda",  # as to_dlpack; refused without the CUDA layer
    "kiln_tensor_to_dlpack_cuda_legacy": "manual_export_dlpack_cuda",
    "kiln_group_init": "manual_group_init",  # never "mpi": that would start MPI in the fuzzer's process
    "kiln_group_from_mpi_comm": "manual_group_from_comm",  # an MPI_Comm is opaque: only NULL is safe to pass
}

# Routines that span several calls: tensor metadata agrees with itself; a graph is captured from a
# placeholder shaped as a pool tensor (random draws almost never capture one).
EXTRA = ["manual_inspect", "manual_capture"]

# Functions that evaluate their tensor arguments; only small ones are passed (fuzz_session.h).
# The docs say so ("Evaluates", "this call evaluates", "Computes the given tensors"), but not all.
EVALUATES_ALSO = {"kiln_tensor_to_device"}

# Integer arrays whose product is work per result element: the result is not evaluated when large.
WORK_ARRAYS = {"window"}

OUT_HANDLE = {"kiln_tensor": "d.keep", "kiln_stream": "s.keep_stream", "kiln_function": "d.keep_function",
              "kiln_group": "s.keep_group", "kiln_device": None}
SCALARS = {"int64_t": "d.integer()", "int32_t": "static_cast<int32_t>(d.integer())",
           "uint64_t": "static_cast<uint64_t>(d.integer())", "uint32_t": "static_cast<uint32_t>(d.integer())",
           "size_t": "static_cast<size_t>(d.integer())", "double": "d.real()", "bool": "d.flag()"}
OUT_SCALARS = {"int64_t", "int32_t", "uint64_t", "uint32_t", "size_t", "bool"}


class NeedsHandwriting(Exception):
    pass


def _local(name):
    """The C++ variable for a parameter: the routine's own names (s, d, status) are taken."""
    return name + "_" if name in ("s", "d", "status", "in") else name


def evaluates(f):
    doc = f["doc"]
    return (f["name"] in EVALUATES_ALSO or doc.startswith("Evaluates") or "call evaluates" in doc
            or doc.startswith("Computes the given tensors"))


def _release_of(spec, f):
    """'kiln_stream' when f is kiln_stream_release(kiln_stream): it consumes a pool handle."""
    if len(f["params"]) != 1 or not f["name"].endswith("_release"):
        return None
    base = parse_type(f["params"][0]["type"])[1]
    return base if base in spec.handles and f["name"] == base + "_release" else None


class Routine:
    def __init__(self, spec, f):
        self.spec, self.f = spec, f
        self.pre, self.args, self.post = [], [], []
        self.lengths = {p["length"] for p in f["params"] if "length" in p}
        self.arrays = {}  # length param -> array variables using it

    def build(self):
        f = self.f
        for name in sorted(self.lengths):
            self.pre.append("size_t %s = d.count();" % _local(name))
        for p in f["params"]:
            self.args.append(self.param(p))
        for name, arrays in sorted(self.arrays.items()):
            self.pre.append("%s = d.count_if_null(%s, {%s});" % (name, name, ", ".join("%s.get()" % a for a in arrays)))
        if evaluates(f):
            self.pre.append("if (!d.small) return;  // evaluates")
        return self

    def param(self, p):
        spec = self.spec
        const, base, ptrs = parse_type(p["type"])
        name, out = _local(p["name"]), p.get("direction") in ("out", "inout")
        if p["name"] in self.lengths:
            return name
        if ptrs == 0 and base in spec.handles:
            pick = {"kiln_tensor": "d.key()" if name == "key" else "d.tensor()", "kiln_device": "s.any_device()",
                    "kiln_stream": "s.stream()", "kiln_function": "d.function()", "kiln_group": "s.group()"}.get(base)
            if pick is None:
                raise NeedsHandwriting("%s: handle %s" % (name, base))
            self.pre.append("%s %s = %s;" % (base, name, pick))
            return name
        if ptrs == 0 and base in spec.enums:
            values = ", ".join(v["name"] for v in spec.enums[base]["values"])
            self.pre.append("const %s %s = d.choice<%s>({%s});" % (base, name, base, values))
            return name
        if ptrs == 0 and base in SCALARS:
            self.pre.append("const %s %s = %s;" % (base, name, SCALARS[base]))
            return name
        if ptrs == 1 and const and base in ("int64_t", "size_t", "kiln_tensor") and "length" in p:
            kind = {"int64_t": "Ints", "size_t": "Sizes", "kiln_tensor": "Tensors"}[base]
            self.pre.append("%s %s(d, %s);" % (kind, name, _local(p["length"])))
            if p["name"] in WORK_ARRAYS:
                self.pre.append("d.work(%s);" % name)
            self.arrays.setdefault(_local(p["length"]), []).append(name)
            return "%s.get()" % name
        if ptrs == 1 and not const and out and base in ("int64_t", "kiln_tensor") and "length" in p:
            kind = "OutInts" if base == "int64_t" else "OutTensors"
            self.pre.append("%s %s(d, %s);" % (kind, name, _local(p["length"])))
            self.arrays.setdefault(_local(p["length"]), []).append(name)
            self.post.append("%s.check(status, %s, \"%s: %s\");" % (name, _local(p["length"]), self.f["name"], p["name"]))
            return "%s.get()" % name
        if ptrs == 1 and not const and out and base in OUT_HANDLE:
            # A documented "NULL for ..." case (a split's negative color) may succeed without a handle.
            check = "check_handle_or_null" if "NULL for" in p["doc"] else "check_handle"
            self.pre.append("Out<%s> %s(d);" % (base, name))
            self.post.append("%s(status, %s, \"%s: %s\");" % (check, name, self.f["name"], p["name"]))
            if OUT_HANDLE[base]:
                self.post.append("if (status == KILN_STATUS_OK && %s.value) %s(%s.value);" % (name, OUT_HANDLE[base], name))
            return "%s.ptr" % name
        if ptrs == 1 and not const and out and (base in OUT_SCALARS or base in spec.enums):
            self.pre.append("Out<%s> %s(d);" % (base, name))
            self.post.append("check_pointer(status, %s.ptr, \"%s: %s\");" % (name, self.f["name"], p["name"]))
            return "%s.ptr" % name
        if ptrs == 2 and const and base == "char" and out:
            self.pre.append("Out<const char*> %s(d);" % name)
            self.post.append("check_text(status, %s, \"%s: %s\");" % (name, self.f["name"], p["name"]))
            return "%s.ptr" % name
        if ptrs == 1 and not const and out and base in spec.structs:
            self.pre.append("Room<%s> %s(d);" % (base, name))
            self.post.append("check_pointer(status, %s.get(), \"%s: %s\");" % (name, self.f["name"], p["name"]))
            for field in spec.structs[base]["fields"]:
                if field["type"] == "const char*":
                    self.post.append("%s.text(status, &%s::%s, offsetof(%s, %s));" % (name, base, field["name"], base, field["name"]))
            return "%s.get()" % name
        if ptrs == 1 and const and base == "char":
            self.pre.append("const char* %s = d.text();" % name)
            return name
        raise NeedsHandwriting("%s: %s" % (name, p["type"]))

    def emit(self):
        f = self.f
        call = "%s(%s)" % (f["name"], ", ".join(self.args))
        lines = ["Draw d(s);"] + self.pre
        released = _release_of(self.spec, f)
        if f["returns"] == "kiln_status":
            if released:  # the pool forgets the handle before the library frees it
                lines.append("s.forget(%s);" % _local(f["params"][0]["name"]))
            lines.append("const kiln_status status = KF_CALL(%s);" % call)
            lines += self.post
            if not self.post:
                lines.append("(void)status;")
        elif f["returns"] == "const char*":
            lines.append('check_returned_text(%s, "%s");' % (call, f["name"]))
        else:
            raise NeedsHandwriting("returns %s" % f["returns"])
        return "void call_%s(Session& s) {\n  %s\n}\n" % (f["name"], "\n  ".join(lines))


def routines(spec):
    """[(function name, routine name, generated C++ or None)] for every spec function."""
    found, problems = [], []
    for f in spec.functions:
        if f["name"] in HANDWRITTEN:
            found.append((f["name"], HANDWRITTEN[f["name"]], None))
            continue
        try:
            found.append((f["name"], "call_" + f["name"], Routine(spec, f).build().emit()))
        except NeedsHandwriting as why:
            problems.append("%s: %s (teach tools/gen/emit_fuzz.py the kind, or list it in HANDWRITTEN)" % (f["name"], why))
    unknown = set(HANDWRITTEN) - {f["name"] for f in spec.functions}
    problems += ["HANDWRITTEN names %s, which the spec lacks" % n for n in sorted(unknown)]
    if problems:
        raise ValueError("fuzz call table:\n  " + "\n  ".join(problems))
    return found


def names(spec):
    """Device names, and the op names kiln_device_op_support knows (each op function's name)."""
    devices = ["cpu", "vulkan", "vulkan:0", "vulkan:1", "cpu:1", "", "no_such_op", "add\\n"]
    return devices + [f["name"][len("kiln_"):] for f in spec.functions if "impl" in f]


def emit(spec):
    table = routines(spec)
    out = [BANNER, "// One fuzz routine per spec function (tools/gen/emit_fuzz.py says how arguments are drawn).\n",
           "#include <kiln/kiln.h>\n\n#include <cstddef>\n\n#include \"fuzz_args.h\"\n#include \"fuzz_calls.h\"\n\n",
           "namespace kiln_fuzz {\n\nnamespace {\n\n"]
    out += [code + "\n" for _, _, code in table if code]
    out.append("}  // namespace\n\n")
    out.append("const Call kCalls[] = {\n")
    out += ['    {"%s", %s},\n' % (name, routine) for name, routine, _ in table]
    out += ['    {"", %s},\n' % routine for routine in EXTRA]
    out.append("};\n\nconst size_t kCallCount = sizeof kCalls / sizeof kCalls[0];\n\n")
    out.append("const char* const kNames[] = {\n")
    out += ['    "%s",\n' % n for n in names(spec)]
    out.append("};\n\nconst size_t kNameCount = sizeof kNames / sizeof kNames[0];\n\n}  // namespace kiln_fuzz\n")
    return "".join(out)
