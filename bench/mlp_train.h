// The training step of issue 21's benchmark (bench/nx_mlp) written against the C API: an MLP
// 784-1024-1024-10, batch 1024, float32, ReLU, softmax cross-entropy, SGD at 0.01, gradients
// spelled out by hand, or derived by Kiln (build_derived). Its graph is what a defn compiler should hand Kiln, so workloads_bench
// times it (GPU time and host time apart) without the BEAM's share.
#pragma once

#include <kiln/kiln.h>

#include <vector>

class MlpTrainStep {
 public:
  explicit MlpTrainStep(kiln_device device);  // random data and parameters, uploaded
  ~MlpTrainStep();
  MlpTrainStep(const MlpTrainStep&) = delete;
  MlpTrainStep& operator=(const MlpTrainStep&) = delete;

  // One step's lazy graph: the loss, then the six updated parameters (w1, b1, w2, b2, w3, b3).
  std::vector<kiln_tensor> build() const;
  // The same step with the gradients Kiln derives from the forward loss (kiln_function_value_and_grad,
  // made on the first call).
  std::vector<kiln_tensor> build_derived();
  // Worst error of an evaluated build() against a float64 host step: the loss relative to its
  // value, each gradient (old - new) / rate relative to that gradient's largest element.
  double worst_error(const std::vector<kiln_tensor>& outputs) const;
  // 2 * multiply-adds of the step's six large matrix products.
  static double flops();

 private:
  kiln_device device_;
  std::vector<float> host_[8];  // x, y (one-hot), w1, b1, w2, b2, w3, b3
  kiln_tensor tensors_[8] = {};
  kiln_function value_and_grad_ = nullptr;
};
