// The two MPI binary interfaces Kiln speaks, declared here (no MPI header at build time).
// Open MPI's handles are pointers to objects the library exports (MPI_COMM_WORLD is
// &ompi_mpi_comm_world); MPICH's (and its derivatives': Intel MPI, MVAPICH) are int constants
// (values from MPICH 4.0's mpi.h). Within one interface every handle kind has one C type, so a
// single `Handle` parameter describes them all.
#pragma once

#include <cstdint>

namespace kiln::distributed {

template <typename Handle>
struct MpiFunctions {
  int (*Initialized)(int* flag);
  int (*Finalized)(int* flag);
  int (*Init_thread)(int* argc, char*** argv, int required, int* provided);
  int (*Finalize)();
  int (*Get_library_version)(char* text, int* length);
  int (*Error_string)(int code, char* text, int* length);
  int (*Comm_rank)(Handle comm, int* rank);
  int (*Comm_size)(Handle comm, int* size);
  int (*Comm_split)(Handle comm, int color, int key, Handle* out);
  int (*Comm_dup)(Handle comm, Handle* out);
  int (*Comm_set_errhandler)(Handle comm, Handle handler);
  int (*Iallreduce)(const void* in, void* out, int count, Handle type, Handle op, Handle comm, Handle* request);
  int (*Iallgather)(const void* in, int in_count, Handle in_type, void* out, int out_count, Handle out_type,
                    Handle comm, Handle* request);
  int (*Ireduce_scatter_block)(const void* in, void* out, int count, Handle type, Handle op, Handle comm,
                               Handle* request);
  int (*Isend)(const void* data, int count, Handle type, int dst, int tag, Handle comm, Handle* request);
  int (*Irecv)(void* data, int count, Handle type, int src, int tag, Handle comm, Handle* request);
  int (*Test)(Handle* request, int* done, void* status);
  // For a rank's share above INT_MAX: chunks broadcast or reduced to their owner.
  int (*Ibcast)(void* data, int count, Handle type, int root, Handle comm, Handle* request);
  int (*Ireduce)(const void* in, void* out, int count, Handle type, Handle op, int root, Handle comm, Handle* request);
};

// The predefined handles Kiln uses, resolved once per library.
template <typename Handle>
struct MpiHandles {
  Handle comm_world{};
  Handle errors_return{};
  Handle byte{}, int8{}, int16{}, int32{}, int64{}, uint8{}, uint16{}, uint32{}, uint64{};
  Handle float32{}, float64{}, complex64{}, complex128{};
  Handle sum{}, max{}, min{};
  void* status_ignore = nullptr;
};

constexpr int kMpiSuccess = 0;
constexpr int kMpiUndefined = -32766;  // MPI_UNDEFINED in both
constexpr int kMpiThreadSerialized = 2;
constexpr int kMpiMaxErrorString = 512;  // MPICH's; Open MPI's is 256
constexpr int kMpiMaxLibraryVersionString = 8192;  // Open MPI's; MPICH's is 8192 too

// MPICH: handle values are fixed by its ABI.
using MpichHandle = int;
inline MpiHandles<MpichHandle> mpich_handles() {
  MpiHandles<MpichHandle> h;
  h.comm_world = 0x44000000;
  h.errors_return = 0x54000001;
  h.byte = 0x4c00010d;
  h.int8 = 0x4c000137, h.int16 = 0x4c000238, h.int32 = 0x4c000439, h.int64 = 0x4c00083a;
  h.uint8 = 0x4c00013b, h.uint16 = 0x4c00023c, h.uint32 = 0x4c00043d, h.uint64 = 0x4c00083e;
  h.float32 = 0x4c00040a, h.float64 = 0x4c00080b;
  h.complex64 = 0x4c000840, h.complex128 = 0x4c001041;  // MPI_C_FLOAT_COMPLEX, MPI_C_DOUBLE_COMPLEX
  h.max = 0x58000001, h.min = 0x58000002, h.sum = 0x58000003;
  h.status_ignore = reinterpret_cast<void*>(uintptr_t{1});
  return h;
}

// Open MPI: handles are the addresses of these exported objects; MPI_STATUS_IGNORE is NULL.
using OpenMpiHandle = void*;
#define KILN_OPEN_MPI_HANDLES(X)                                                                       \
  X(comm_world, "ompi_mpi_comm_world") X(errors_return, "ompi_mpi_errors_return") X(byte, "ompi_mpi_byte") \
  X(int8, "ompi_mpi_int8_t") X(int16, "ompi_mpi_int16_t") X(int32, "ompi_mpi_int32_t")                  \
  X(int64, "ompi_mpi_int64_t") X(uint8, "ompi_mpi_uint8_t") X(uint16, "ompi_mpi_uint16_t")               \
  X(uint32, "ompi_mpi_uint32_t") X(uint64, "ompi_mpi_uint64_t") X(float32, "ompi_mpi_float")             \
  X(float64, "ompi_mpi_double") X(complex64, "ompi_mpi_c_float_complex")                                  \
  X(complex128, "ompi_mpi_c_double_complex") X(sum, "ompi_mpi_op_sum") X(max, "ompi_mpi_op_max")          \
  X(min, "ompi_mpi_op_min")

}  // namespace kiln::distributed
