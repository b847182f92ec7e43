// The on-disk copy of a device's VkPipelineCache, so that kernels compiled by one process are
// reused by the next. Best effort: a missing, unreadable or foreign file means starting empty,
// and a failed write is ignored (drivers check the header and reject data from another device or
// driver version). The folder is cache_folder() (cache_files.h).
#pragma once

#include <string>
#include <vector>

#include "backend/vulkan/loader.h"

namespace kiln::vulkan {

// The file for this device and driver, or "" when disabled or no folder is known.
std::string pipeline_cache_path(const VkPhysicalDeviceProperties& properties);

std::vector<char> read_pipeline_cache(const std::string& path);

// Through write_file_atomically: concurrent processes never see half a file.
void write_pipeline_cache(const std::string& path, const std::vector<char>& data);

}  // namespace kiln::vulkan
