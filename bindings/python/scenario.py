"""The cross-language scenario (bindings/SCENARIO.md) through the Python layer; its output must
equal bindings/scenario.expected byte for byte."""
import kiln


def ints(values):
    return "[" + ",".join(str(int(v)) for v in values) + "]"


def main():
    print("version=%d.%d.%d" % kiln.library_version())
    a = kiln.asarray([[1, 2, 3], [4, 5, 6]], dtype="float32")
    print("a shape=[%s] dtype=%s" % (",".join(map(str, a.shape)), a.dtype.name))
    b = kiln.arange(0, 3, 1, dtype="float32")
    c = (a + b) * a
    s = kiln.sum(c, axis=1)
    i = kiln.astype(s, "int32")
    kiln.eval(c, s, i)
    print("c=" + ints(c.tolist()[0] + c.tolist()[1]))
    print("s shape=[%s] dtype=%s" % (",".join(map(str, s.shape)), s.dtype.name))
    print("s=" + ints(s.tolist()))
    print("i dtype=%s i=%s" % (i.dtype.name, ints(i.tolist())))
    try:
        kiln.reshape(a, (4,))
    except kiln.KilnError as e:
        assert e.message
        print("error=" + e.status.name)
    else:
        raise SystemExit("reshape to (4,) should fail")


if __name__ == "__main__":
    main()
