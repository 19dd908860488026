#include "runtime/blas.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>

#ifdef KILN_FULLY_STATIC
// The fully static executable links OpenBLAS's archive (src/runtime/CMakeLists.txt)
// and calls these directly; the link (src/driver/deferred_init.ld) moves the
// archive's static initializers (CPU detection, buffers, the thread pool) into
// the section kiln_deferred_blas_init, which Load runs. Weak: a program linked
// without the script (the unit tests) has neither bound, and its C library ran
// those initializers before main.
extern "C" {
using KilnBlasInitFunction = void (*)();
extern const KilnBlasInitFunction kiln_deferred_blas_init_start[] __attribute__((weak));
extern const KilnBlasInitFunction kiln_deferred_blas_init_end[] __attribute__((weak));
// Their finalizers, moved the same way: run at exit only once the initializers ran.
extern const KilnBlasInitFunction kiln_deferred_blas_fini_start[] __attribute__((weak));
extern const KilnBlasInitFunction kiln_deferred_blas_fini_end[] __attribute__((weak));

using kiln::runtime::blas::Int;
void dgemm_(const char*, const char*, const Int*, const Int*, const Int*, const double*,
            const double*, const Int*, const double*, const Int*, const double*, double*,
            const Int*, size_t, size_t);
void dgemv_(const char*, const Int*, const Int*, const double*, const double*, const Int*,
            const double*, const Int*, const double*, double*, const Int*, size_t);
double ddot_(const Int*, const double*, const Int*, const double*, const Int*);
double dnrm2_(const Int*, const double*, const Int*);
void dgetrf_(const Int*, const Int*, double*, const Int*, Int*, Int*);
void dgetrs_(const char*, const Int*, const Int*, const double*, const Int*, const Int*, double*,
             const Int*, Int*, size_t);
void dgetri_(const Int*, double*, const Int*, const Int*, double*, const Int*, Int*);
void dtrtri_(const char*, const char*, const Int*, double*, const Int*, Int*, size_t, size_t);
void dtrtrs_(const char*, const char*, const char*, const Int*, const Int*, const double*,
             const Int*, double*, const Int*, Int*, size_t, size_t, size_t);
void dpotrf_(const char*, const Int*, double*, const Int*, Int*, size_t);
void dsyevr_(const char*, const char*, const char*, const Int*, double*, const Int*,
             const double*, const double*, const Int*, const Int*, const double*, Int*, double*,
             double*, const Int*, Int*, double*, const Int*, Int*, const Int*, Int*, size_t,
             size_t, size_t);
void dgesdd_(const char*, const Int*, const Int*, double*, const Int*, double*, double*,
             const Int*, double*, const Int*, double*, const Int*, Int*, Int*, size_t);
void dgeqrt_(const Int*, const Int*, const Int*, double*, const Int*, double*, const Int*,
             double*, Int*);
void dgemqrt_(const char*, const char*, const Int*, const Int*, const Int*, const Int*,
              const double*, const Int*, const double*, const Int*, double*, const Int*,
              double*, Int*, size_t, size_t);
void dgeevx_(const char*, const char*, const char*, const char*, const Int*, double*,
             const Int*, double*, double*, double*, const Int*, double*, const Int*, Int*, Int*,
             double*, double*, double*, double*, double*, const Int*, Int*, Int*, size_t, size_t,
             size_t, size_t);
void openblas_set_num_threads(int);
}
#endif

namespace kiln::runtime::blas {
namespace {

struct Loaded {
  Api api{};
  std::string error;
};

// OpenBLAS starts as many threads as the machine has CPUs; Kiln computes on one
// (results then do not depend on the machine's load or its number of CPUs) unless
// the environment names a count, which OpenBLAS has read when it started.
void LimitThreads(void (*set_num_threads)(int)) {
  if (set_num_threads == nullptr) return;
  for (const char* name : {"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS"}) {
    if (std::getenv(name) != nullptr) return;
  }
  set_num_threads(1);
}

#ifdef KILN_FULLY_STATIC
// In the order the C library would have run them (.fini_array: descending).
void RunDeferredFinalizers() {
  for (const KilnBlasInitFunction* f = kiln_deferred_blas_fini_end;
       f != kiln_deferred_blas_fini_start;) {
    (*--f)();
  }
}

Loaded Load() {
  if (kiln_deferred_blas_init_start != nullptr && kiln_deferred_blas_init_end != nullptr) {
    // In the order the C library would have run them (.init_array: ascending).
    for (const KilnBlasInitFunction* f = kiln_deferred_blas_init_start;
         f != kiln_deferred_blas_init_end; ++f) {
      (*f)();
    }
    if (kiln_deferred_blas_fini_start != nullptr && kiln_deferred_blas_fini_end != nullptr) {
      std::atexit(&RunDeferredFinalizers);
    }
  }
  LimitThreads(&openblas_set_num_threads);
  Loaded l;
  l.api = Api{.dgemm = &dgemm_, .dgemv = &dgemv_, .ddot = &ddot_, .dnrm2 = &dnrm2_,
              .dgetrf = &dgetrf_, .dgetrs = &dgetrs_, .dgetri = &dgetri_, .dtrtri = &dtrtri_,
              .dtrtrs = &dtrtrs_, .dpotrf = &dpotrf_, .dsyevr = &dsyevr_, .dgesdd = &dgesdd_,
              .dgeqrt = &dgeqrt_, .dgemqrt = &dgemqrt_, .dgeevx = &dgeevx_};
  return l;
}
#else
template <typename F>
bool Resolve(void* lib, const char* name, F* out, std::string* error) {
  void* p = dlsym(lib, name);
  if (p == nullptr) {
    *error = std::string("OpenBLAS has no symbol ") + name;
    return false;
  }
  *out = reinterpret_cast<F>(p);
  return true;
}

Loaded Load() {
  Loaded l;
  void* lib = nullptr;
  for (const char* name : {"libopenblas.so.0", "libopenblas.so"}) {
    lib = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (lib != nullptr) break;
  }
  if (lib == nullptr) {
    const char* why = dlerror();
    l.error = std::string("cannot load OpenBLAS (libopenblas.so.0): ") + (why ? why : "not found");
    return l;
  }
  Api& a = l.api;
  bool ok = Resolve(lib, "dgemm_", &a.dgemm, &l.error) && Resolve(lib, "dgemv_", &a.dgemv, &l.error) &&
            Resolve(lib, "ddot_", &a.ddot, &l.error) && Resolve(lib, "dnrm2_", &a.dnrm2, &l.error) &&
            Resolve(lib, "dgetrf_", &a.dgetrf, &l.error) &&
            Resolve(lib, "dgetrs_", &a.dgetrs, &l.error) &&
            Resolve(lib, "dgetri_", &a.dgetri, &l.error) &&
            Resolve(lib, "dtrtri_", &a.dtrtri, &l.error) &&
            Resolve(lib, "dtrtrs_", &a.dtrtrs, &l.error) &&
            Resolve(lib, "dpotrf_", &a.dpotrf, &l.error) &&
            Resolve(lib, "dsyevr_", &a.dsyevr, &l.error) &&
            Resolve(lib, "dgesdd_", &a.dgesdd, &l.error) &&
            Resolve(lib, "dgeqrt_", &a.dgeqrt, &l.error) &&
            Resolve(lib, "dgemqrt_", &a.dgemqrt, &l.error) &&
            Resolve(lib, "dgeevx_", &a.dgeevx, &l.error);
  if (!ok) {
    l.api = Api{};
    return l;
  }
  void (*set_num_threads)(int) = nullptr;
  if (!Resolve(lib, "openblas_set_num_threads", &set_num_threads, &l.error)) l.error.clear();
  LimitThreads(set_num_threads);
  return l;
}
#endif

}  // namespace

const Api* Get(std::string* error) {
  static std::once_flag once;
  static Loaded* loaded = nullptr;
  std::call_once(once, [] { loaded = new Loaded(Load()); });
  if (!loaded->error.empty()) {
    *error = loaded->error;
    return nullptr;
  }
  return &loaded->api;
}

}  // namespace kiln::runtime::blas
