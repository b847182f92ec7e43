"""kiln.fft against numpy.fft on every device: each function of the array API's fft extension,
its n/s/axes/norm arguments and its refusals (the per-length, per-dtype and edge-size coverage
of the C functions is in the C fixtures: tools/fixtures/fft_fixtures.py)."""
import numpy as np
import pytest

import kiln


def signal(rng, shape, complex_values=True):
    x = rng.standard_normal(shape)
    return x + 1j * rng.standard_normal(shape) if complex_values else x


def close(got, want, tol=1e-10):
    got = got.numpy()
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol * max(1.0, np.abs(want).max(initial=0.0)))


@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_complex_transforms(device, rng, norm):
    x = signal(rng, (4, 6, 10))
    k = kiln.asarray(x, device=device)
    close(kiln.fft.fft(k, norm=norm), np.fft.fft(x, norm=norm))
    close(kiln.fft.ifft(k, n=13, axis=0, norm=norm), np.fft.ifft(x, n=13, axis=0, norm=norm))
    close(kiln.fft.fftn(k, norm=norm), np.fft.fftn(x, norm=norm))
    close(kiln.fft.ifftn(k, s=(5, 8), norm=norm), np.fft.ifftn(x, s=(5, 8), norm=norm))
    close(kiln.fft.fftn(k, s=(3, 7), axes=(2, 0), norm=norm), np.fft.fftn(x, s=(3, 7), axes=(2, 0), norm=norm))


@pytest.mark.parametrize("norm", ["backward", "ortho", "forward"])
def test_real_transforms(device, rng, norm):
    x = signal(rng, (6, 9), complex_values=False)
    k = kiln.asarray(x, device=device)
    spectrum = np.fft.rfft(x, norm=norm)
    close(kiln.fft.rfft(k, norm=norm), spectrum)
    close(kiln.fft.rfft(k, n=12, axis=0, norm=norm), np.fft.rfft(x, n=12, axis=0, norm=norm))
    close(kiln.fft.irfft(kiln.asarray(spectrum, device=device), n=9, norm=norm), x)
    close(kiln.fft.irfft(kiln.asarray(spectrum, device=device), norm=norm), np.fft.irfft(spectrum, norm=norm))
    close(kiln.fft.rfftn(k, norm=norm), np.fft.rfftn(x, norm=norm))
    full = np.fft.rfftn(x, norm=norm)
    close(kiln.fft.irfftn(kiln.asarray(full, device=device), s=x.shape, norm=norm), x)
    h = signal(rng, (5,))
    close(kiln.fft.hfft(kiln.asarray(h, device=device), n=8, norm=norm), np.fft.hfft(h, n=8, norm=norm))
    close(kiln.fft.ihfft(k, norm=norm), np.fft.ihfft(x, norm=norm))


def test_dtypes(device, rng):
    x = signal(rng, (3, 16))
    got = kiln.fft.fft(kiln.asarray(x.astype(np.complex64), device=device))
    assert got.dtype == kiln.complex64
    close(got, np.fft.fft(x.astype(np.complex64)), tol=1e-5)
    assert kiln.fft.fft(kiln.asarray(np.ones(4, np.float32), device=device)).dtype == kiln.complex64
    ints = kiln.fft.fft(kiln.asarray(np.arange(6, dtype=np.int32), device=device))
    assert ints.dtype == kiln.complex128  # NumPy's rule for integers
    close(ints, np.fft.fft(np.arange(6)))
    assert kiln.fft.irfft(kiln.asarray(x[0].astype(np.complex64), device=device)).dtype == kiln.float32


def test_lengths_with_large_prime_factors(device, rng):
    for n in (37, 97, 2 * 101, 1031):
        x = signal(rng, (2, n))
        close(kiln.fft.fft(kiln.asarray(x, device=device)), np.fft.fft(x), tol=1e-9)


def test_frequencies_and_shifts(device):
    for n in (1, 7, 8):
        close(kiln.fft.fftfreq(n, d=0.5, dtype=kiln.float64, device=device), np.fft.fftfreq(n, d=0.5))
        close(kiln.fft.rfftfreq(n, d=0.5, dtype=kiln.float64, device=device), np.fft.rfftfreq(n, d=0.5))
    assert kiln.fft.fftfreq(4, device=device).dtype == kiln.float32
    x = np.arange(30).reshape(5, 6)
    k = kiln.asarray(x, device=device)
    np.testing.assert_array_equal(kiln.fft.fftshift(k).numpy(), np.fft.fftshift(x))
    np.testing.assert_array_equal(kiln.fft.ifftshift(k).numpy(), np.fft.ifftshift(x))
    np.testing.assert_array_equal(kiln.fft.fftshift(k, axes=1).numpy(), np.fft.fftshift(x, axes=1))
    np.testing.assert_array_equal(kiln.fft.ifftshift(k, axes=[0]).numpy(), np.fft.ifftshift(x, axes=[0]))


def test_refusals(device):
    z = kiln.asarray(np.ones((3, 4), np.complex64), device=device)
    with pytest.raises(ValueError):
        kiln.fft.fft(z, norm="unitary")
    with pytest.raises(ValueError):
        kiln.fft.fftn(z, s=(2, 2), axes=(0,))
    with pytest.raises(ValueError):
        kiln.fft.fftfreq(0)
    with pytest.raises(kiln.InvalidArgumentError):
        kiln.fft.fft(z, n=0)
    with pytest.raises(kiln.InvalidArgumentError):
        kiln.fft.fftn(z, axes=(1, 1))
    with pytest.raises(kiln.UnsupportedDTypeError):
        kiln.fft.rfft(z)
