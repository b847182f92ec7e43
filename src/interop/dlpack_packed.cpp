// DLPack for the 2- and 4-bit integers: DLPack packs them (element i of a byte in its bits
// i*bits.., "little bit-endian"), Kiln holds one a byte (core/narrow_dtype.h), so both ways are a
// copy through host memory, and KILN_DLPACK_COPY_NEVER is refused.
#include <cstring>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/eval.h"
#include "core/narrow_dtype.h"
#include "interop/dlpack_types.h"
#include "ops/ops.h"

namespace kiln::interop {

namespace {

[[noreturn]] void refuse_share(DType dtype) {
  fail(Status::Unsupported, std::string("cannot exchange ") + dtype_name(dtype) +
                                " without a copy: DLPack packs it, Kiln holds an element a byte (copy mode is "
                                "KILN_DLPACK_COPY_NEVER)");
}

}  // namespace

Exported export_packed(const NodePtr& node, const Options& options) {
  if (options.copy == CopyMode::Never) refuse_share(node->dtype);
  if (options.export_device && options.export_device->info().kind == DeviceKind::Vulkan) {
    fail(Status::Unsupported, std::string(dtype_name(node->dtype)) + " exports to host memory only (packed)");
  }
  NodePtr c = ops::contiguous(node);
  evaluate({c.get()});
  Device& cpu = DeviceRegistry::get().cpu();
  std::shared_ptr<Storage> host = allocate_storage(cpu, packed_nbytes(node->dtype, node->size()));
  auto* dst = static_cast<uint8_t*>(const_cast<void*>(cpu.backend().host_address(*host)));
  pack_node(*c, dst);
  Exported e;
  e.keep = host;
  e.data = dst;
  e.shape = node->shape;
  e.strides = contiguous_strides(node->shape);
  e.copied = true;
  e.read_only = options.read_only;
  e.dtype = to_dl_dtype(node->dtype);
  return e;
}

Imported import_packed(const DLTensor& t, DType dtype, const Shape& shape, std::function<void()> release,
                       const Options& options, Device& target) {
  if (options.copy == CopyMode::Never) refuse_share(dtype);
  const int64_t count = element_count(shape);
  if (t.strides != nullptr) {
    const Strides compact = contiguous_strides(shape);
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] != 1 && t.strides[d] != compact[d]) {
        fail(Status::Unsupported, std::string("a strided ") + dtype_name(dtype) + " DLPack tensor (packed elements: compact layouts only)");
      }
    }
  }
  std::vector<uint8_t> unpacked(static_cast<size_t>(count));
  if (count > 0) {
    if (t.data == nullptr) fail(Status::InvalidArgument, "dl_tensor.data is NULL but the tensor has " + std::to_string(count) + " elements");
    unpack_sub_byte(static_cast<const uint8_t*>(t.data) + t.byte_offset, count, dtype, unpacked.data());
  }
  return {ops::constant(target, dtype, shape, unpacked.data()), std::move(release)};
}

}  // namespace kiln::interop
