// Complex discrete Fourier transforms of one length on the host (issue 20: no packaged CPU FFT
// with a licence that suits Kiln's, FFTW being GPL): a self-sorting (Stockham) mixed-radix
// transform over the length's small prime factors, and Bluestein's chirp-z algorithm, on a
// power-of-two transform, for lengths with a prime factor above kMaxDirectRadix.
//
// forward: X[f] = sum_t x[t] exp(-2 pi i f t / n); inverse: the same with +i, unnormalised (the
// caller scales by its norm). Twiddle factors are computed in double from exact angle indices.
#pragma once

#include <complex>
#include <cstdint>
#include <memory>
#include <vector>

namespace kiln::cpu {

class FftPlan {
 public:
  explicit FftPlan(int64_t n);  // n >= 1
  ~FftPlan();
  FftPlan(const FftPlan&) = delete;
  FftPlan& operator=(const FftPlan&) = delete;

  int64_t size() const { return n_; }
  // Transforms `data` (n elements, contiguous) in place; `work` is scratch the plan sizes.
  void run(std::complex<float>* data, bool inverse, std::vector<std::complex<float>>& work) const;
  void run(std::complex<double>* data, bool inverse, std::vector<std::complex<double>>& work) const;

  // Prime factors above this go through Bluestein (a direct stage would cost n * p).
  static constexpr int64_t kMaxDirectRadix = 31;

 private:
  struct Stage {
    int64_t radix = 0, span = 0;                  // p, and L: the sub-transforms' length before it
    std::vector<std::complex<double>> twiddles;  // exp(-2 pi i f1 q / (L p)), [f1][q - 1]
  };
  template <typename T>
  void run_stages(std::complex<T>* data, std::complex<T>* other, bool inverse) const;
  template <typename T>
  void run_bluestein(std::complex<T>* data, bool inverse, std::vector<std::complex<T>>& work) const;
  template <typename T>
  void run_any(std::complex<T>* data, bool inverse, std::vector<std::complex<T>>& work) const;

  int64_t n_;
  std::vector<Stage> stages_;  // empty when Bluestein's
  // Bluestein: the chirp exp(-i pi t^2 / n) and the transformed kernel, on a power-of-two plan.
  std::vector<std::complex<double>> chirp_, kernel_spectrum_;
  std::unique_ptr<FftPlan> padded_;
};

// A plan for length n, shared: plans are cached per length (a bounded number of them).
std::shared_ptr<const FftPlan> fft_plan(int64_t n);

}  // namespace kiln::cpu
