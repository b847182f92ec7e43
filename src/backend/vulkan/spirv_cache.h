// Generated kernels' SPIR-V on disk, so that a kernel one process compiled is read back by the
// next instead of compiled again. Compiling is most of a fused graph's first eval (shaderc and
// its optimiser: tens of milliseconds a kernel), and every new process used to pay it for every
// kernel, though the driver's pipeline cache already kept what came after.
//
// The files live in cache_folder()/spirv, one per kernel, named by a hash of everything that
// determines the words (the compiler's options and the source) and holding that text in full:
// a hash collision or a corrupt file is a miss, never another kernel's code. Best effort, as the
// pipeline cache file: anything unreadable is a miss and a failed write is ignored. The folder is
// kept under a size bound by dropping the least recently used files.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace kiln::vulkan {

// `key` is the compiler's identity and options followed by the source.
std::optional<std::vector<uint32_t>> load_cached_spirv(const std::string& key);
void store_cached_spirv(const std::string& key, const std::vector<uint32_t>& words);

// The folder's size bound, in bytes.
inline constexpr uint64_t kSpirvCacheBytes = uint64_t{256} << 20;

// When `folder` holds more than `bound` bytes, drops its least recently used files until it
// holds half that (store_cached_spirv calls it now and then).
void trim_spirv_cache(const std::filesystem::path& folder, uint64_t bound);

}  // namespace kiln::vulkan
