// The CPU kernels, one per OpKind. Each reads node.inputs (evaluated, arbitrary strided views
// on CPU storage) and writes node.storage (contiguous, offset 0). Each throws kiln::Error with
// Status::Internal naming the op when the node is not one it can compute.
#pragma once

#include "core/node.h"

namespace kiln::cpu {

// Checks that the node's output and inputs have storage, then runs its kernel (one of below).
void run_node(Node& node);

void run_unary(Node& node);
void run_binary(Node& node);
void run_where(Node& node);
void run_cast(Node& node);
void run_reduce(Node& node);
void run_matmul(Node& node);
void run_arange(Node& node);
void run_assemble(Node& node);
void run_take(Node& node);
void run_scan(Node& node);
void run_scatter(Node& node);
void run_argsort(Node& node);
void run_norm(Node& node);       // fast_norm.cpp
void run_attention(Node& node);  // attention.cpp
void run_conv(Node& node);
void run_im2col(Node& node);
void run_window_reduce(Node& node);
void run_window_scatter(Node& node);
void run_random_bits(Node& node);
void run_linalg(Node& node);
void run_fft(Node& node);        // fft_kernel.cpp

}  // namespace kiln::cpu
