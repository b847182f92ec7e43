#include "backend/cpu/fft.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <mutex>

#include "core/error.h"

namespace kiln::cpu {

namespace {

constexpr double kTwoPi = 6.283185307179586476925286766559;

// exp(-2 pi i index / period), the index reduced first so large lengths keep full precision.
std::complex<double> root(int64_t index, int64_t period) {
  const double angle = -kTwoPi * static_cast<double>(index % period) / static_cast<double>(period);
  return {std::cos(angle), std::sin(angle)};
}

// The factors the stages use: fours first (fewer passes), then the primes up to the limit.
// Returns the rest that no direct radix divides (1 when none).
int64_t factor(int64_t n, std::vector<int64_t>& radices) {
  while (n % 4 == 0) {
    radices.push_back(4);
    n /= 4;
  }
  for (int64_t p = 2; p <= FftPlan::kMaxDirectRadix; ++p) {
    while (n % p == 0) {
      radices.push_back(p);
      n /= p;
    }
  }
  return n;
}

template <typename T>
using Complex = std::complex<T>;

// -i * z
template <typename T>
Complex<T> times_minus_i(Complex<T> z) {
  return {z.imag(), -z.real()};
}

// One length-p DFT of a[0..p) into b[0..p); `roots` holds exp(-2 pi i k / p) for k < p.
template <typename T>
void small_dft(int64_t p, const Complex<T>* a, Complex<T>* b, const Complex<T>* roots) {
  switch (p) {
    case 2:
      b[0] = a[0] + a[1];
      b[1] = a[0] - a[1];
      return;
    case 3: {
      const T half_sqrt3 = T(0.86602540378443864676);
      const Complex<T> sum = a[1] + a[2], mid = a[0] - sum * T(0.5), turn = times_minus_i(a[1] - a[2]) * half_sqrt3;
      b[0] = a[0] + sum;
      b[1] = mid + turn;
      b[2] = mid - turn;
      return;
    }
    case 4: {
      const Complex<T> s02 = a[0] + a[2], d02 = a[0] - a[2], s13 = a[1] + a[3], turn = times_minus_i(a[1] - a[3]);
      b[0] = s02 + s13;
      b[1] = d02 + turn;
      b[2] = s02 - s13;
      b[3] = d02 - turn;
      return;
    }
    default:
      for (int64_t f = 0; f < p; ++f) {
        Complex<T> acc = a[0];
        for (int64_t q = 1; q < p; ++q) acc += a[q] * roots[(f * q) % p];
        b[f] = acc;
      }
  }
}

// The plans in use, bounded: a long-running process that transforms many lengths keeps the most
// recent ones.
constexpr size_t kCachedPlans = 64;

}  // namespace

FftPlan::FftPlan(int64_t n) : n_(n) {
  if (n < 1) fail(Status::InvalidArgument, "fft: the length must be at least 1");
  std::vector<int64_t> radices;
  if (factor(n, radices) == 1) {
    int64_t span = 1;
    for (int64_t p : radices) {
      Stage stage;
      stage.radix = p;
      stage.span = span;
      stage.twiddles.resize(static_cast<size_t>(span * (p - 1)));
      for (int64_t f1 = 0; f1 < span; ++f1) {
        for (int64_t q = 1; q < p; ++q) stage.twiddles[f1 * (p - 1) + q - 1] = root(f1 * q, span * p);
      }
      stages_.push_back(std::move(stage));
      span *= p;
    }
    return;
  }
  // Bluestein: X[k] = c[k] sum_t (x[t] c[t]) conj(c[k - t]), c[t] = exp(-i pi t^2 / n): a
  // circular convolution of length m >= 2n - 1, done with power-of-two transforms.
  int64_t m = 1;
  while (m < 2 * n - 1) m *= 2;
  padded_ = std::make_unique<FftPlan>(m);
  chirp_.resize(static_cast<size_t>(n));
  for (int64_t t = 0; t < n; ++t) {
    const int64_t square = static_cast<int64_t>((static_cast<unsigned __int128>(t) * t) % (2 * static_cast<uint64_t>(n)));
    chirp_[t] = root(square, 2 * n);  // exp(-2 pi i t^2 / 2n)
  }
  kernel_spectrum_.assign(static_cast<size_t>(m), {0.0, 0.0});
  kernel_spectrum_[0] = std::conj(chirp_[0]);
  for (int64_t t = 1; t < n; ++t) kernel_spectrum_[t] = kernel_spectrum_[m - t] = std::conj(chirp_[t]);
  std::vector<std::complex<double>> work;
  padded_->run(kernel_spectrum_.data(), false, work);
}

FftPlan::~FftPlan() = default;

template <typename T>
void FftPlan::run_stages(Complex<T>* data, Complex<T>* other, bool inverse) const {
  // Stage s turns Y[r][f'] (residue r mod M of the input, f' < L), stored at f' * M + r, into
  // the same for L * p: Z[f1 + L f2] = sum_q exp(-2 pi i f2 q / p) (w^(f1 q) Y[r + q M / p][f1]).
  Complex<T>* from = data;
  Complex<T>* to = other;
  Complex<T> a[kMaxDirectRadix + 1], b[kMaxDirectRadix + 1], tw[kMaxDirectRadix + 1], roots[kMaxDirectRadix + 1];
  for (const Stage& stage : stages_) {
    const int64_t p = stage.radix, span = stage.span, m_in = n_ / span, m_out = m_in / p;
    for (int64_t k = 0; k < p; ++k) {
      const std::complex<double> w = root(k, p);
      roots[k] = Complex<T>(T(w.real()), T(inverse ? -w.imag() : w.imag()));
    }
    for (int64_t f1 = 0; f1 < span; ++f1) {
      for (int64_t q = 1; q < p; ++q) {
        const std::complex<double> w = stage.twiddles[f1 * (p - 1) + q - 1];
        tw[q] = Complex<T>(T(w.real()), T(inverse ? -w.imag() : w.imag()));
      }
      const Complex<T>* in = from + f1 * m_in;
      Complex<T>* out = to + f1 * m_out;
      for (int64_t r = 0; r < m_out; ++r) {
        a[0] = in[r];
        for (int64_t q = 1; q < p; ++q) a[q] = in[r + q * m_out] * tw[q];
        if (inverse && p <= 4) {  // the hand-written radices are forward transforms: conjugate around them
          for (int64_t q = 0; q < p; ++q) a[q] = std::conj(a[q]);
          small_dft(p, a, b, roots);
          for (int64_t f2 = 0; f2 < p; ++f2) out[f2 * span * m_out + r] = std::conj(b[f2]);
        } else {
          small_dft(p, a, b, roots);
          for (int64_t f2 = 0; f2 < p; ++f2) out[f2 * span * m_out + r] = b[f2];
        }
      }
    }
    std::swap(from, to);
  }
  if (from != data) std::copy(from, from + n_, data);
}

template <typename T>
void FftPlan::run_bluestein(Complex<T>* data, bool inverse, std::vector<Complex<T>>& work) const {
  const int64_t m = padded_->size();
  work.assign(static_cast<size_t>(2 * m), Complex<T>(0, 0));
  Complex<T>* conv = work.data();
  auto chirp = [&](int64_t t) {  // conjugated for the inverse transform
    const std::complex<double> c = chirp_[t];
    return Complex<T>(T(c.real()), T(inverse ? -c.imag() : c.imag()));
  };
  for (int64_t t = 0; t < n_; ++t) conv[t] = data[t] * chirp(t);
  padded_->run_stages(conv, conv + m, false);
  for (int64_t k = 0; k < m; ++k) {
    std::complex<double> s = kernel_spectrum_[k];
    if (inverse) {  // the inverse's kernel is the conjugate sequence: its spectrum is conj(S[-k])
      s = std::conj(kernel_spectrum_[(m - k) % m]);
    }
    conv[k] *= Complex<T>(T(s.real()), T(s.imag()));
  }
  padded_->run_stages(conv, conv + m, true);
  const T scale = T(1) / T(m);
  for (int64_t k = 0; k < n_; ++k) data[k] = conv[k] * chirp(k) * scale;
}

template <typename T>
void FftPlan::run_any(Complex<T>* data, bool inverse, std::vector<Complex<T>>& work) const {
  if (padded_) return run_bluestein(data, inverse, work);
  if (stages_.empty()) return;  // n == 1
  work.resize(static_cast<size_t>(n_));
  run_stages(data, work.data(), inverse);
}

void FftPlan::run(std::complex<float>* data, bool inverse, std::vector<std::complex<float>>& work) const {
  run_any(data, inverse, work);
}

void FftPlan::run(std::complex<double>* data, bool inverse, std::vector<std::complex<double>>& work) const {
  run_any(data, inverse, work);
}

std::shared_ptr<const FftPlan> fft_plan(int64_t n) {
  static std::mutex mutex;
  static std::map<int64_t, std::shared_ptr<const FftPlan>> plans;
  static std::deque<int64_t> made;  // lengths in the order their plans were made
  std::lock_guard<std::mutex> lock(mutex);
  if (auto found = plans.find(n); found != plans.end()) return found->second;
  auto plan = std::make_shared<const FftPlan>(n);
  if (made.size() == kCachedPlans) {
    plans.erase(made.front());
    made.pop_front();
  }
  plans.emplace(n, plan);
  made.push_back(n);
  return plan;
}

}  // namespace kiln::cpu
