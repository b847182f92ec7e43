"""The C extension kiln._native and the wheel's tag; everything else is in pyproject.toml.

kiln._native (native/*.c, Python's headers: Debian's python3-dev) is optional: where it cannot be
built the package installs without it and runs through ctypes. It ties the wheel to this Python
version and ABI; a libkiln.so.1 copied into kiln/ ties it to the platform."""
import glob
import os

from setuptools import Extension, setup
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLED = os.path.join(HERE, "kiln", "libkiln.so.1")


def _relative(pattern):
    return sorted(os.path.relpath(p, HERE) for p in glob.glob(os.path.join(HERE, pattern)))


NATIVE = Extension("kiln._native", sources=_relative("native/*.c"), depends=_relative("native/*.h"),
                   libraries=["dl"], optional=True)
commands = {}

try:
    from wheel.bdist_wheel import bdist_wheel

    class PlatformWheel(bdist_wheel):
        def get_tag(self):
            python, abi, platform = super().get_tag()
            if not self.distribution.ext_modules and os.path.exists(BUNDLED):
                return ("py3", "none", platform)  # the library only: any Python 3
            return (python, abi, platform)

    commands["bdist_wheel"] = PlatformWheel
except ImportError:  # no wheel package: plain installs still work
    pass


class KilnDistribution(Distribution):
    def has_ext_modules(self):
        return bool(self.ext_modules) or os.path.exists(BUNDLED)


setup(distclass=KilnDistribution, cmdclass=commands, ext_modules=[NATIVE])
