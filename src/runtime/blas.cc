#include "runtime/blas.h"

#include <dlfcn.h>

#include <mutex>

namespace kiln::runtime::blas {
namespace {

struct Loaded {
  Api api{};
  std::string error;
};

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
#ifdef KILN_FULLY_STATIC
  // A fully static executable cannot host a shared library that needs the C
  // library's shared copy (dlopen of one crashes), so linear algebra stays in Kiln.
  l.error = "the fully static kiln cannot load OpenBLAS";
  return l;
#endif
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
  if (!ok) l.api = Api{};
  return l;
}

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
