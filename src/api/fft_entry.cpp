// Fourier transform entries (kiln_fft, kiln_rfft, kiln_irfft): resolve the handle, read the axes
// and lengths, build with src/ops/fft.cpp.
#include <string>
#include <vector>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/error.h"
#include "core/shape.h"
#include "ops/ops.h"

namespace kiln::api {

namespace {

struct FftArgs {
  NodePtr x;
  ops::Axes axes;
  std::vector<int64_t> lengths;
  ops::FftNorm norm;
};

FftArgs read_args(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, int32_t norm) {
  FftArgs args{tensor_node(x, "x"), std::nullopt, {}, ops::FftNorm::Backward};
  if (naxes > kMaxDims) fail(Status::InvalidArgument, "too many axes: " + std::to_string(naxes));
  if (norm < KILN_FFT_NORM_BACKWARD || norm > KILN_FFT_NORM_FORWARD) {
    fail(Status::InvalidArgument, "norm " + std::to_string(norm) + " is not a kiln_fft_norm value");
  }
  args.norm = static_cast<ops::FftNorm>(norm);
  if (axes != nullptr) args.axes = std::vector<int64_t>(axes, axes + naxes);
  if (lengths != nullptr) {
    // Without axes, the lengths are one per axis of x.
    if (axes == nullptr && naxes != args.x->shape.size()) {
      fail(Status::InvalidArgument, "lengths: with axes NULL, naxes must be x's rank " +
                                        std::to_string(args.x->shape.size()) + ", got " + std::to_string(naxes));
    }
    args.lengths.assign(lengths, lengths + naxes);
  }
  return args;
}

}  // namespace

void fft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, int32_t norm, bool inverse,
         kiln_tensor* out) {
  FftArgs a = read_args(x, axes, naxes, lengths, norm);
  return_tensor(ops::fft(a.x, a.axes, a.lengths, a.norm, inverse), out);
}

void rfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, int32_t norm, kiln_tensor* out) {
  FftArgs a = read_args(x, axes, naxes, lengths, norm);
  return_tensor(ops::rfft(a.x, a.axes, a.lengths, a.norm), out);
}

void irfft(kiln_tensor x, const int64_t* axes, size_t naxes, const int64_t* lengths, int32_t norm, kiln_tensor* out) {
  FftArgs a = read_args(x, axes, naxes, lengths, norm);
  return_tensor(ops::irfft(a.x, a.axes, a.lengths, a.norm), out);
}

}  // namespace kiln::api
