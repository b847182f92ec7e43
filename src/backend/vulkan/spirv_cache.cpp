#include "backend/vulkan/spirv_cache.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "backend/vulkan/cache_files.h"

namespace kiln::vulkan {

namespace {

namespace fs = std::filesystem;

constexpr char kMagic[8] = {'K', 'I', 'L', 'N', 'S', 'P', 'V', '1'};
constexpr uint32_t kSpirvMagic = 0x07230203;
constexpr uint64_t kLargestFile = uint64_t{64} << 20;  // larger is not ours: a miss, unread

uint64_t fnv1a(const void* data, size_t size) {
  uint64_t hash = 14695981039346656037ull;
  const auto* bytes = static_cast<const unsigned char*>(data);
  for (size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

fs::path file_for(const std::string& key) {
  const fs::path folder = cache_folder();
  if (folder.empty()) return {};
  char name[24];
  std::snprintf(name, sizeof name, "%016llx.spv", static_cast<unsigned long long>(fnv1a(key.data(), key.size())));
  return folder / "spirv" / name;
}

// Reads a u64 (in this machine's byte order: the cache is the machine's) at `at`, advancing it;
// false past the end.
bool read_u64(const std::string& bytes, size_t& at, uint64_t& value) {
  if (bytes.size() - at < sizeof value) return false;
  std::memcpy(&value, bytes.data() + at, sizeof value);
  at += sizeof value;
  return true;
}

void append_u64(std::string& bytes, uint64_t value) { bytes.append(reinterpret_cast<const char*>(&value), sizeof value); }

}  // namespace

void trim_spirv_cache(const fs::path& folder, uint64_t bound) {
  struct Entry {
    fs::file_time_type used;
    uint64_t size;
    fs::path path;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  std::error_code error;
  for (fs::directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    std::error_code ignored;
    if (!it->is_regular_file(ignored)) continue;
    Entry entry{it->last_write_time(ignored), it->file_size(ignored), it->path()};
    if (ignored) continue;
    total += entry.size;
    entries.push_back(std::move(entry));
  }
  if (total <= bound) return;
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) { return a.used < b.used; });
  for (const Entry& entry : entries) {
    if (total <= bound / 2) break;
    std::error_code ignored;
    if (fs::remove(entry.path, ignored)) total -= entry.size;
  }
}

std::optional<std::vector<uint32_t>> load_cached_spirv(const std::string& key) {
  const fs::path path = file_for(key);
  if (path.empty()) return std::nullopt;
  std::error_code error;
  const uintmax_t size = fs::file_size(path, error);
  if (error || size > kLargestFile) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t at = sizeof kMagic;
  uint64_t key_size = 0, word_count = 0, checksum = 0;
  if (bytes.size() < at || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0) return std::nullopt;
  if (!read_u64(bytes, at, key_size) || key_size != key.size() || bytes.size() - at < key_size) return std::nullopt;
  if (bytes.compare(at, key_size, key) != 0) return std::nullopt;  // another kernel with the same hash
  at += key_size;
  if (!read_u64(bytes, at, word_count) || !read_u64(bytes, at, checksum)) return std::nullopt;
  if (word_count == 0 || (bytes.size() - at) / 4 != word_count || (bytes.size() - at) % 4 != 0) return std::nullopt;
  std::vector<uint32_t> words(word_count);
  std::memcpy(words.data(), bytes.data() + at, word_count * 4);
  if (words[0] != kSpirvMagic || fnv1a(words.data(), word_count * 4) != checksum) return std::nullopt;
  fs::last_write_time(path, fs::file_time_type::clock::now(), error);  // recently used: trimmed last
  return words;
}

void store_cached_spirv(const std::string& key, const std::vector<uint32_t>& words) {
  const fs::path path = file_for(key);
  if (path.empty() || words.empty()) return;
  std::string bytes(kMagic, sizeof kMagic);
  append_u64(bytes, key.size());
  bytes += key;
  append_u64(bytes, words.size());
  append_u64(bytes, fnv1a(words.data(), words.size() * 4));
  bytes.append(reinterpret_cast<const char*>(words.data()), words.size() * 4);
  write_file_atomically(path.string(), bytes.data(), bytes.size());
  // Looking at the folder's size costs a listing: a process does it on its first store and then
  // every 64th.
  static std::atomic<uint64_t> stores{0};
  if (stores++ % 64 == 0) trim_spirv_cache(path.parent_path(), kSpirvCacheBytes);
}

}  // namespace kiln::vulkan
