// The host FFT (src/backend/cpu/fft.cpp, compiled into this binary) against a direct DFT summed
// in long double, forward and inverse, float and double, on lengths that take every path:
// powers of two and four, the small radices, mixed products, primes on direct stages and primes
// through Bluestein, and lengths whose Bluestein padding is large.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdint>
#include <vector>

#include "backend/cpu/fft.h"

namespace {

using kiln::cpu::FftPlan;

template <typename T>
std::vector<std::complex<T>> random_signal(int64_t n, uint64_t seed) {
  std::vector<std::complex<T>> x(static_cast<size_t>(n));
  uint64_t s = seed * 2862933555777941757ull + 3037000493ull;
  auto next = [&] {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<T>(static_cast<int32_t>(s >> 32)) / T(2147483648.0);
  };
  for (auto& v : x) v = {next(), next()};
  return x;
}

// Largest error over the elements, relative to the signal's root-sum-square (a DFT's natural
// error scale), against sum_t x[t] exp(-+2 pi i f t / n) in long double.
template <typename T>
double dft_error(const std::vector<std::complex<T>>& x, const std::vector<std::complex<T>>& got, bool inverse) {
  const int64_t n = static_cast<int64_t>(x.size());
  const long double pi = 3.14159265358979323846264338327950288L, sign = inverse ? 1 : -1;
  long double norm = 0;
  for (const auto& v : x) norm += std::norm(std::complex<long double>(v.real(), v.imag()));
  norm = std::sqrt(norm);
  std::vector<std::complex<long double>> roots(static_cast<size_t>(n));
  for (int64_t k = 0; k < n; ++k) roots[k] = std::polar(1.0L, sign * 2 * pi * static_cast<long double>(k) / n);
  double worst = 0;
  for (int64_t f = 0; f < n; ++f) {
    std::complex<long double> acc = 0;
    for (int64_t t = 0; t < n; ++t) acc += std::complex<long double>(x[t].real(), x[t].imag()) * roots[(f * t) % n];
    const std::complex<long double> diff = std::complex<long double>(got[f].real(), got[f].imag()) - acc;
    worst = std::max(worst, static_cast<double>(std::abs(diff) / (norm > 0 ? norm : 1)));
  }
  return worst;
}

template <typename T>
void check_length(int64_t n, double tolerance) {
  FftPlan plan(n);
  std::vector<std::complex<T>> work;
  for (bool inverse : {false, true}) {
    const std::vector<std::complex<T>> x = random_signal<T>(n, static_cast<uint64_t>(n) * 2 + inverse);
    std::vector<std::complex<T>> y = x;
    plan.run(y.data(), inverse, work);
    EXPECT_LT(dft_error(x, y, inverse), tolerance) << "n = " << n << (inverse ? " inverse" : " forward");
  }
}

const int64_t kLengths[] = {1,  2,  3,  4,  5,  6,  7,   8,   9,   12,  16,  17,  30,  31,  32,   37,   60,
                            64, 97, 100, 127, 128, 210, 243, 256, 500, 625, 961, 1000, 1021, 1024, 2310};

TEST(FftPlan, DoubleMatchesTheDirectTransform) {
  for (int64_t n : kLengths) check_length<double>(n, 1e-13);
}

TEST(FftPlan, FloatMatchesTheDirectTransform) {
  for (int64_t n : kLengths) check_length<float>(n, 2e-6);
}

// Forward then inverse is n times the input, on a Bluestein length beyond the direct check's
// reach (a prime) and a long power of two.
TEST(FftPlan, RoundTripsLongLengths) {
  for (int64_t n : {int64_t{10007}, int64_t{1} << 16, int64_t{3 * 5 * 7 * 11 * 13 * 2}}) {
    const std::vector<std::complex<double>> x = random_signal<double>(n, 7);
    std::vector<std::complex<double>> y = x, work;
    auto plan = kiln::cpu::fft_plan(n);
    plan->run(y.data(), false, work);
    plan->run(y.data(), true, work);
    double worst = 0;
    for (int64_t i = 0; i < n; ++i) worst = std::max(worst, std::abs(y[i] / double(n) - x[i]));
    EXPECT_LT(worst, 1e-12) << "n = " << n;
  }
}

TEST(FftPlan, PlansAreSharedPerLength) {
  EXPECT_EQ(kiln::cpu::fft_plan(48).get(), kiln::cpu::fft_plan(48).get());
  EXPECT_NE(kiln::cpu::fft_plan(48).get(), kiln::cpu::fft_plan(50).get());
  EXPECT_THROW(FftPlan(0), std::exception);
}

}  // namespace
