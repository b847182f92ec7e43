// An elementwise fused group (core/fusion.h) on the CPU: one pass over memory, a block of elements at a time.
// Each member's ordinary kernel runs on the block, reading its inputs from small per-thread
// buffers (the outputs of earlier members, leaves gathered when strided) and writing either its
// storage (members stored for later) or a buffer reused once its last reader in the group ran.
// A chain of N ops then reads and writes main memory once instead of N times, and computes the
// same values as unfused: every kernel is elementwise and the vector kernels compute every
// element alike, whatever its layout (elementwise.h).
#pragma once

#include "core/fusion.h"
#include "core/node.h"

namespace kiln::cpu {

// Elementwise kernel nodes (unary, binary, where, cast) of any dtype.
bool cpu_fusable(const Node& node);
// What the CPU backend offers the fusion planner: those, over more than one block of elements.
bool cpu_fuses(const Node& node);
// Whether a tensor of `elements` is large enough for the fused loops.
bool cpu_fuses_size(int64_t elements);

void run_fused(const FusedGroup& group);

// Row groups (fused_rows.cpp): the longest row a reduction may fuse with its neighbours (0:
// none; rows shorter than 16 elements or tensors too small to gain).
int64_t cpu_row_fusion_limit(const Node& reduce);
void run_row_fused(const FusedGroup& group);

}  // namespace kiln::cpu
