// Groups and collectives (src/distributed/): the C entries of kiln_group_* and the collective ops.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "api/entry.gen.h"
#include "api/enums.h"
#include "api/handles.h"
#include "core/error.h"
#include "core/shape.h"
#include "core/unlocked.h"
#include "distributed/collective_ops.h"
#include "distributed/group.h"
#include "distributed/mpi_communicator.h"

namespace kiln::api {

namespace {

using distributed::Group;

// Group set-up is collective (every rank waits for the others): other threads go on meanwhile.
Group without_lock(const std::function<Group()>& make) {
  Group group;
  run_unlocked([&] { group = make(); });
  return group;
}

int checked_rank(int64_t rank, const char* param) {
  if (rank < 0 || rank > INT32_MAX) fail(Status::InvalidArgument, std::string(param) + " is not a rank: " + std::to_string(rank));
  return static_cast<int>(rank);
}

void reduce(kiln_tensor x, kiln_group group, distributed::Reduction op, kiln_tensor* out) {
  return_tensor(distributed::all_reduce(tensor_node(x, "x"), op, group_from(group, "group")), out);
}

}  // namespace

void group_init(const char* engine, kiln_group* out) {
  const std::string name = engine;
  *out = insert_group(without_lock([&] { return distributed::init_group(name); }));
}

void group_from_mpi_comm(const void* comm, kiln_group* out) {
  *out = insert_group(without_lock([&] { return distributed::mpi_from_comm(comm); }));
}

void group_rank(kiln_group group, int64_t* rank) { *rank = group_from(group, "group")->rank(); }

void group_size(kiln_group group, int64_t* size) { *size = group_from(group, "group")->size(); }

void group_split(kiln_group group, int64_t color, int64_t key, kiln_group* out) {
  Group parent = group_from(group, "group");
  if (color > INT32_MAX || key < INT32_MIN || key > INT32_MAX) fail(Status::InvalidArgument, "color and key must fit in 32 bits");
  const int c = color < 0 ? -1 : static_cast<int>(color);
  Group child = without_lock([&] { return parent->split(c, static_cast<int>(key)); });
  if (child) *out = insert_group(std::move(child));
}

void group_set_timeout(kiln_group group, double seconds) {
  Group g = group_from(group, "group");
  if (!(seconds >= 0) || seconds > 1e9) fail(Status::InvalidArgument, "seconds must be between 0 (no limit) and 1e9");
  g->set_timeout(seconds);
}

void group_release(kiln_group group) { release_group(group); }

void all_sum(kiln_tensor x, kiln_group group, kiln_tensor* out) { reduce(x, group, distributed::Reduction::Sum, out); }
void all_max(kiln_tensor x, kiln_group group, kiln_tensor* out) { reduce(x, group, distributed::Reduction::Max, out); }
void all_min(kiln_tensor x, kiln_group group, kiln_tensor* out) { reduce(x, group, distributed::Reduction::Min, out); }

void all_gather(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return_tensor(distributed::all_gather(tensor_node(x, "x"), group_from(group, "group")), out);
}

void sum_scatter(kiln_tensor x, kiln_group group, kiln_tensor* out) {
  return_tensor(distributed::sum_scatter(tensor_node(x, "x"), group_from(group, "group")), out);
}

void send(kiln_tensor x, int64_t dst, kiln_group group, kiln_tensor* out) {
  return_tensor(distributed::send(tensor_node(x, "x"), checked_rank(dst, "dst"), group_from(group, "group")), out);
}

void recv(const int64_t* shape, size_t ndim, int32_t dtype, int64_t src, kiln_group group, kiln_device device,
          kiln_tensor* out) {
  Device& d = device_from(device, "device");
  return_tensor(distributed::recv(checked_shape(shape, ndim, "shape"), to_dtype(dtype, "dtype"),
                                  checked_rank(src, "src"), group_from(group, "group"), d),
                out);
}

}  // namespace kiln::api
