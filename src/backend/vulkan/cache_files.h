// Where Kiln keeps its on-disk caches (the pipeline cache file, pipeline_cache_file.h, and the
// SPIR-V cache, spirv_cache.h), and how they are written. KILN_PIPELINE_CACHE_DIR picks the folder
// ("off" disables both caches); the default is $XDG_CACHE_HOME/kiln, else $HOME/.cache/kiln.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

namespace kiln::vulkan {

// The folder, or empty when the caches are off or no folder is known.
std::filesystem::path cache_folder();

// Writes a temporary file beside `path`, then renames it: concurrent writers never show a reader
// half a file, and the last one wins. Best effort: failures are ignored.
void write_file_atomically(const std::string& path, const void* bytes, size_t size);

}  // namespace kiln::vulkan
