// BLAS and LAPACK from OpenBLAS (the library Julia's LinearAlgebra calls), opened
// with dlopen at the first call so that programs that do no linear algebra pay
// nothing at start-up. The entry points are the Fortran ones (column-major,
// arguments by pointer, 32-bit integers, a hidden length per character argument).
// The fully static build (KILN_STATIC_DEPS) cannot open a shared library: it links
// OpenBLAS's archive, whose static initializers the first call runs (blas.cc).
#ifndef KILN_RUNTIME_BLAS_H_
#define KILN_RUNTIME_BLAS_H_

#include <cstddef>
#include <cstdint>
#include <string>

namespace kiln::runtime::blas {

using Int = int32_t;  // LP64 OpenBLAS

struct Api {
  void (*dgemm)(const char*, const char*, const Int*, const Int*, const Int*, const double*,
                const double*, const Int*, const double*, const Int*, const double*, double*,
                const Int*, size_t, size_t);
  void (*dgemv)(const char*, const Int*, const Int*, const double*, const double*, const Int*,
                const double*, const Int*, const double*, double*, const Int*, size_t);
  double (*ddot)(const Int*, const double*, const Int*, const double*, const Int*);
  double (*dnrm2)(const Int*, const double*, const Int*);
  void (*dgetrf)(const Int*, const Int*, double*, const Int*, Int*, Int*);
  void (*dgetrs)(const char*, const Int*, const Int*, const double*, const Int*, const Int*,
                 double*, const Int*, Int*, size_t);
  void (*dgetri)(const Int*, double*, const Int*, const Int*, double*, const Int*, Int*);
  void (*dtrtri)(const char*, const char*, const Int*, double*, const Int*, Int*, size_t, size_t);
  void (*dtrtrs)(const char*, const char*, const char*, const Int*, const Int*, const double*,
                 const Int*, double*, const Int*, Int*, size_t, size_t, size_t);
  void (*dpotrf)(const char*, const Int*, double*, const Int*, Int*, size_t);
  void (*dsyevr)(const char*, const char*, const char*, const Int*, double*, const Int*,
                 const double*, const double*, const Int*, const Int*, const double*, Int*,
                 double*, double*, const Int*, Int*, double*, const Int*, Int*, const Int*, Int*,
                 size_t, size_t, size_t);
  void (*dgesdd)(const char*, const Int*, const Int*, double*, const Int*, double*, double*,
                 const Int*, double*, const Int*, double*, const Int*, Int*, Int*, size_t);
  void (*dgeqrt)(const Int*, const Int*, const Int*, double*, const Int*, double*, const Int*,
                 double*, Int*);
  void (*dgemqrt)(const char*, const char*, const Int*, const Int*, const Int*, const Int*,
                  const double*, const Int*, const double*, const Int*, double*, const Int*,
                  double*, Int*, size_t, size_t);
  void (*dgeevx)(const char*, const char*, const char*, const char*, const Int*, double*,
                 const Int*, double*, double*, double*, const Int*, double*, const Int*, Int*,
                 Int*, double*, double*, double*, double*, double*, const Int*, Int*, Int*,
                 size_t, size_t, size_t, size_t);
};

// The library's entry points, opened on the first call (thread-safe); nullptr with
// *error set when the library or one of its symbols cannot be found.
const Api* Get(std::string* error);

}  // namespace kiln::runtime::blas

#endif  // KILN_RUNTIME_BLAS_H_
