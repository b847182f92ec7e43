#include "core/driver_info.h"

#include <map>
#include <memory>
#include <mutex>

namespace kiln {

namespace {

std::mutex& table_mutex() {
  static std::mutex* mutex = new std::mutex();  // outlives static destructors
  return *mutex;
}

// Entries are never removed: devices live for the whole process.
std::map<const Backend*, std::unique_ptr<DriverInfo>>& table() {
  static auto* entries = new std::map<const Backend*, std::unique_ptr<DriverInfo>>();
  return *entries;
}

}  // namespace

void record_driver_info(const Backend& backend, DriverInfo info) {
  std::lock_guard<std::mutex> lock(table_mutex());
  table()[&backend] = std::make_unique<DriverInfo>(std::move(info));
}

const DriverInfo& driver_info(const Backend& backend) {
  static const DriverInfo none;
  std::lock_guard<std::mutex> lock(table_mutex());
  auto found = table().find(&backend);
  return found == table().end() ? none : *found->second;
}

}  // namespace kiln
