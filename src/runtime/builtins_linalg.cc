// BLAS and LAPACK on Float64 arrays (runtime/blas.h), for LinearAlgebra's methods on
// Matrix{Float64} and Vector{Float64}, which call the same routines as Julia's. Arrays
// are column-major; a vector is an n×1 matrix. The Julia side checks dimensions and
// throws Julia's errors; these check again so that bad arguments raise, never crash.
#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "runtime/array.h"
#include "runtime/blas.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/runtime.h"

namespace kiln::runtime::builtin_impl {
namespace {

using blas::Int;

const blas::Api* Lib(Runtime& rt, const char* name) {
  std::string error;
  const blas::Api* api = blas::Get(&error);
  if (api == nullptr) ThrowErrorException(rt, std::string(name) + ": " + error);
  return api;
}

struct Mat {
  Array* a = nullptr;
  Int rows = 0;
  Int cols = 0;
  double* data() const { return reinterpret_cast<double*>(a->data); }
  Int ld() const { return std::max<Int>(rows, 1); }
};

// A Vector{Float64} or Matrix{Float64} whose dimensions fit the library's integers.
bool MatArg(Runtime& rt, const char* name, Value v, Mat* out) {
  Array* arr = nullptr;
  if (!ArrayArg(rt, name, v, &arr)) return false;
  if (arr->boxed || arr->elem_type != rt.core.float64 || arr->ndims < 1 || arr->ndims > 2) {
    return ThrowArgumentError(rt, std::string(name) + ": expected a Vector{Float64} or Matrix{Float64}");
  }
  int64_t rows = arr->dims()[0];
  int64_t cols = arr->ndims == 2 ? arr->dims()[1] : 1;
  if (rows > INT_MAX || cols > INT_MAX) {
    return ThrowArgumentError(rt, std::string(name) + ": dimensions too large for BLAS");
  }
  *out = Mat{arr, static_cast<Int>(rows), static_cast<Int>(cols)};
  return true;
}

bool PivotArg(Runtime& rt, const char* name, Value v, int64_t n, Array** out) {
  if (!ArrayArg(rt, name, v, out)) return false;
  if ((*out)->boxed || (*out)->elem_type != rt.core.int64 || (*out)->ndims != 1 ||
      (*out)->length != n) {
    return ThrowArgumentError(rt, std::string(name) + ": expected a Vector{Int64} of the pivots");
  }
  return true;
}

bool BoolArg(Runtime& rt, const char* name, Value v, bool* out) {
  if (v.type != rt.core.bool_) return ThrowTypeError(rt, name, "", TypeValue(rt.core.bool_), v);
  *out = v.AsBool();
  return true;
}

bool Distinct(Runtime& rt, const char* name, std::initializer_list<const Mat*> ms) {
  for (const Mat* x : ms) {
    for (const Mat* y : ms) {
      if (x != y && x->a->storage == y->a->storage && x->a->length > 0) {
        return ThrowArgumentError(rt, std::string(name) + ": arrays must not share memory");
      }
    }
  }
  return true;
}

bool Mismatch(Runtime& rt, const char* name) {
  return ThrowArgumentError(rt, std::string(name) + ": dimensions do not match");
}

std::vector<Int> Pivots32(const Array* ipiv) {
  std::vector<Int> p(static_cast<size_t>(ipiv->length));
  const int64_t* src = reinterpret_cast<const int64_t*>(ipiv->data);
  for (size_t i = 0; i < p.size(); ++i) p[i] = static_cast<Int>(src[i]);
  return p;
}

// 1 <= ipiv[i] <= n for every i, as LAPACK requires of pivots it is given.
bool ValidPivots(Runtime& rt, const char* name, const std::vector<Int>& p, Int n) {
  for (Int x : p) {
    if (x < 1 || x > n) return ThrowArgumentError(rt, std::string(name) + ": invalid pivot");
  }
  return true;
}

}  // namespace

bool BuiltinBlasAvailable(Runtime& rt, const Value*, uint32_t, Value* r) {
  std::string error;
  *r = rt.core.Bool(blas::Get(&error) != nullptr);
  return true;
}

bool BuiltinBlasGemm(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A, B, C;
  if (!MatArg(rt, "blas_gemm", a[0], &A) || !MatArg(rt, "blas_gemm", a[1], &B) ||
      !MatArg(rt, "blas_gemm", a[2], &C) || !Distinct(rt, "blas_gemm", {&A, &B, &C})) {
    return false;
  }
  if (A.cols != B.rows || C.rows != A.rows || C.cols != B.cols) return Mismatch(rt, "blas_gemm");
  const blas::Api* api = Lib(rt, "blas_gemm");
  if (api == nullptr) return false;
  if (C.rows > 0 && C.cols > 0) {
    double one = 1.0, zero = 0.0;
    Int lda = A.ld(), ldb = B.ld(), ldc = C.ld();
    api->dgemm("N", "N", &A.rows, &B.cols, &A.cols, &one, A.data(), &lda, B.data(), &ldb, &zero,
               C.data(), &ldc, 1, 1);
  }
  *r = a[2];
  return true;
}

bool BuiltinBlasGemv(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A, x, y;
  if (!MatArg(rt, "blas_gemv", a[0], &A) || !MatArg(rt, "blas_gemv", a[1], &x) ||
      !MatArg(rt, "blas_gemv", a[2], &y) || !Distinct(rt, "blas_gemv", {&A, &x, &y})) {
    return false;
  }
  if (x.a->ndims != 1 || y.a->ndims != 1 || A.cols != x.rows || A.rows != y.rows) {
    return Mismatch(rt, "blas_gemv");
  }
  const blas::Api* api = Lib(rt, "blas_gemv");
  if (api == nullptr) return false;
  if (A.rows > 0) {
    double one = 1.0, zero = 0.0;
    Int lda = A.ld(), inc = 1;
    if (A.cols == 0) {
      std::fill(y.data(), y.data() + y.rows, 0.0);
    } else {
      api->dgemv("N", &A.rows, &A.cols, &one, A.data(), &lda, x.data(), &inc, &zero, y.data(), &inc, 1);
    }
  }
  *r = a[2];
  return true;
}

bool BuiltinBlasDot(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat x, y;
  if (!MatArg(rt, "blas_dot", a[0], &x) || !MatArg(rt, "blas_dot", a[1], &y)) return false;
  if (x.a->length != y.a->length || x.a->length > INT_MAX) return Mismatch(rt, "blas_dot");
  const blas::Api* api = Lib(rt, "blas_dot");
  if (api == nullptr) return false;
  Int n = static_cast<Int>(x.a->length), inc = 1;
  *r = rt.core.Float64(n == 0 ? 0.0 : api->ddot(&n, x.data(), &inc, y.data(), &inc));
  return true;
}

bool BuiltinBlasNrm2(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat x;
  if (!MatArg(rt, "blas_nrm2", a[0], &x)) return false;
  if (x.a->length > INT_MAX) return Mismatch(rt, "blas_nrm2");
  const blas::Api* api = Lib(rt, "blas_nrm2");
  if (api == nullptr) return false;
  Int n = static_cast<Int>(x.a->length), inc = 1;
  *r = rt.core.Float64(n == 0 ? 0.0 : api->dnrm2(&n, x.data(), &inc));
  return true;
}

bool BuiltinLapackGetrf(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A;
  Array* ipiv = nullptr;
  if (!MatArg(rt, "lapack_getrf", a[0], &A)) return false;
  if (!PivotArg(rt, "lapack_getrf", a[1], std::min(A.rows, A.cols), &ipiv)) return false;
  const blas::Api* api = Lib(rt, "lapack_getrf");
  if (api == nullptr) return false;
  std::vector<Int> p(static_cast<size_t>(ipiv->length) + 1);
  Int info = 0, lda = A.ld();
  if (A.rows > 0 && A.cols > 0) api->dgetrf(&A.rows, &A.cols, A.data(), &lda, p.data(), &info);
  int64_t* dst = reinterpret_cast<int64_t*>(ipiv->data);
  for (int64_t i = 0; i < ipiv->length; ++i) dst[i] = p[static_cast<size_t>(i)];
  *r = rt.core.Int64(info);
  return true;
}

bool BuiltinLapackGetrs(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A, B;
  Array* ipiv = nullptr;
  if (!MatArg(rt, "lapack_getrs", a[0], &A) || !MatArg(rt, "lapack_getrs", a[2], &B) ||
      !Distinct(rt, "lapack_getrs", {&A, &B})) {
    return false;
  }
  if (A.rows != A.cols || B.rows != A.rows) return Mismatch(rt, "lapack_getrs");
  if (!PivotArg(rt, "lapack_getrs", a[1], A.rows, &ipiv)) return false;
  std::vector<Int> p = Pivots32(ipiv);
  if (!ValidPivots(rt, "lapack_getrs", p, A.rows)) return false;
  const blas::Api* api = Lib(rt, "lapack_getrs");
  if (api == nullptr) return false;
  Int info = 0, lda = A.ld(), ldb = B.ld();
  if (A.rows > 0 && B.cols > 0) {
    api->dgetrs("N", &A.rows, &B.cols, A.data(), &lda, p.data(), B.data(), &ldb, &info, 1);
  }
  *r = rt.core.Int64(info);
  return true;
}

bool BuiltinLapackGetri(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A;
  Array* ipiv = nullptr;
  if (!MatArg(rt, "lapack_getri", a[0], &A)) return false;
  if (A.rows != A.cols) return Mismatch(rt, "lapack_getri");
  if (!PivotArg(rt, "lapack_getri", a[1], A.rows, &ipiv)) return false;
  std::vector<Int> p = Pivots32(ipiv);
  if (!ValidPivots(rt, "lapack_getri", p, A.rows)) return false;
  const blas::Api* api = Lib(rt, "lapack_getri");
  if (api == nullptr) return false;
  Int info = 0, lda = A.ld();
  if (A.rows > 0) {
    Int lwork = -1;
    double query = 0;
    api->dgetri(&A.rows, A.data(), &lda, p.data(), &query, &lwork, &info);
    lwork = std::max<Int>(static_cast<Int>(query), std::max<Int>(A.rows, 1));
    std::vector<double> work(static_cast<size_t>(lwork));
    api->dgetri(&A.rows, A.data(), &lda, p.data(), work.data(), &lwork, &info);
  }
  *r = rt.core.Int64(info);
  return true;
}

bool BuiltinLapackTrtri(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool upper = false;
  Mat A;
  if (!BoolArg(rt, "lapack_trtri", a[0], &upper) || !MatArg(rt, "lapack_trtri", a[1], &A)) return false;
  if (A.rows != A.cols) return Mismatch(rt, "lapack_trtri");
  const blas::Api* api = Lib(rt, "lapack_trtri");
  if (api == nullptr) return false;
  Int info = 0, lda = A.ld();
  if (A.rows > 0) api->dtrtri(upper ? "U" : "L", "N", &A.rows, A.data(), &lda, &info, 1, 1);
  *r = rt.core.Int64(info);
  return true;
}

bool BuiltinLapackTrtrs(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool upper = false;
  Mat A, B;
  if (!BoolArg(rt, "lapack_trtrs", a[0], &upper) || !MatArg(rt, "lapack_trtrs", a[1], &A) ||
      !MatArg(rt, "lapack_trtrs", a[2], &B) || !Distinct(rt, "lapack_trtrs", {&A, &B})) {
    return false;
  }
  if (A.rows != A.cols || B.rows != A.rows) return Mismatch(rt, "lapack_trtrs");
  const blas::Api* api = Lib(rt, "lapack_trtrs");
  if (api == nullptr) return false;
  Int info = 0, lda = A.ld(), ldb = B.ld();
  if (A.rows > 0 && B.cols > 0) {
    api->dtrtrs(upper ? "U" : "L", "N", "N", &A.rows, &B.cols, A.data(), &lda, B.data(), &ldb, &info, 1,
                1, 1);
  }
  *r = rt.core.Int64(info);
  return true;
}

bool BuiltinLapackPotrf(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A;
  if (!MatArg(rt, "lapack_potrf", a[0], &A)) return false;
  if (A.rows != A.cols) return Mismatch(rt, "lapack_potrf");
  const blas::Api* api = Lib(rt, "lapack_potrf");
  if (api == nullptr) return false;
  Int info = 0, lda = A.ld();
  if (A.rows > 0) api->dpotrf("U", &A.rows, A.data(), &lda, &info, 1);
  *r = rt.core.Int64(info);
  return true;
}

// syevr with RANGE='A' and UPLO='U', as Julia's eigen/eigvals of a symmetric matrix:
// the eigenvalues into w and, when vectors is true, the eigenvectors into Z.
bool BuiltinLapackSyevr(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool vectors = false;
  Mat A, w, Z;
  if (!BoolArg(rt, "lapack_syevr", a[0], &vectors) || !MatArg(rt, "lapack_syevr", a[1], &A) ||
      !MatArg(rt, "lapack_syevr", a[2], &w) || !MatArg(rt, "lapack_syevr", a[3], &Z) ||
      !Distinct(rt, "lapack_syevr", {&A, &w, &Z})) {
    return false;
  }
  Int n = A.rows;
  if (A.cols != n || w.a->length != n || (vectors && (Z.rows != n || Z.cols != n))) {
    return Mismatch(rt, "lapack_syevr");
  }
  const blas::Api* api = Lib(rt, "lapack_syevr");
  if (api == nullptr) return false;
  Int info = 0;
  if (n > 0) {
    Int lda = A.ld(), ldz = vectors ? Z.ld() : 1, il = 0, iu = 0, m = 0;
    double vl = 0, vu = 0, abstol = -1.0;
    std::vector<Int> isuppz(2 * static_cast<size_t>(n));
    std::vector<double> zdummy(1);
    double* z = vectors ? Z.data() : zdummy.data();
    const char* jobz = vectors ? "V" : "N";
    double wq = 0;
    Int iq = 0, lwork = -1, liwork = -1;
    api->dsyevr(jobz, "A", "U", &n, A.data(), &lda, &vl, &vu, &il, &iu, &abstol, &m, w.data(), z,
                &ldz, isuppz.data(), &wq, &lwork, &iq, &liwork, &info, 1, 1, 1);
    if (info == 0) {
      lwork = std::max<Int>(static_cast<Int>(wq), 26 * n);
      liwork = std::max<Int>(iq, 10 * n);
      std::vector<double> work(static_cast<size_t>(lwork));
      std::vector<Int> iwork(static_cast<size_t>(liwork));
      api->dsyevr(jobz, "A", "U", &n, A.data(), &lda, &vl, &vu, &il, &iu, &abstol, &m, w.data(), z,
                  &ldz, isuppz.data(), work.data(), &lwork, iwork.data(), &liwork, &info, 1, 1, 1);
    }
  }
  *r = rt.core.Int64(info);
  return true;
}

// gesdd with JOBZ='S' (vectors true, U m×k, Vt k×n), 'A' (U m×m, Vt n×n) or 'N',
// k = min(m, n), as Julia's svd (full = false / true) and svdvals; A is destroyed.
bool BuiltinLapackGesdd(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool vectors = false;
  Mat A, U, S, Vt;
  if (!BoolArg(rt, "lapack_gesdd", a[0], &vectors) || !MatArg(rt, "lapack_gesdd", a[1], &A) ||
      !MatArg(rt, "lapack_gesdd", a[2], &U) || !MatArg(rt, "lapack_gesdd", a[3], &S) ||
      !MatArg(rt, "lapack_gesdd", a[4], &Vt) || !Distinct(rt, "lapack_gesdd", {&A, &U, &S, &Vt})) {
    return false;
  }
  Int m = A.rows, n = A.cols, k = std::min(m, n);
  // U m×k and Vt k×n: the thin decomposition (JOBZ='S'); U m×m and Vt n×n: the full one ('A').
  bool thin = vectors && U.rows == m && U.cols == k && Vt.rows == k && Vt.cols == n;
  bool full = vectors && U.rows == m && U.cols == m && Vt.rows == n && Vt.cols == n;
  if (S.a->length != k || (vectors && !thin && !full)) return Mismatch(rt, "lapack_gesdd");
  const blas::Api* api = Lib(rt, "lapack_gesdd");
  if (api == nullptr) return false;
  Int info = 0;
  if (k > 0) {
    Int lda = A.ld(), ldu = vectors ? U.ld() : 1, ldvt = vectors ? Vt.ld() : 1;
    std::vector<double> dummy(1);
    double* u = vectors ? U.data() : dummy.data();
    double* vt = vectors ? Vt.data() : dummy.data();
    const char* jobz = !vectors ? "N" : thin ? "S" : "A";
    std::vector<Int> iwork(8 * static_cast<size_t>(k));
    double wq = 0;
    Int lwork = -1;
    api->dgesdd(jobz, &m, &n, A.data(), &lda, S.data(), u, &ldu, vt, &ldvt, &wq, &lwork, iwork.data(),
                &info, 1);
    if (info == 0) {
      lwork = std::max<Int>(static_cast<Int>(wq), 1);
      std::vector<double> work(static_cast<size_t>(lwork));
      api->dgesdd(jobz, &m, &n, A.data(), &lda, S.data(), u, &ldu, vt, &ldvt, work.data(), &lwork,
                  iwork.data(), &info, 1);
    }
  }
  *r = rt.core.Int64(info);
  return true;
}

// geqrt: A = QR in place (R above the diagonal, the Householder vectors below),
// the block reflectors' triangular factors in T (nb × min(m, n), nb = size(T, 1)),
// as Julia's qr (LAPACK.geqrt!).
bool BuiltinLapackGeqrt(Runtime& rt, const Value* a, uint32_t, Value* r) {
  Mat A, T;
  if (!MatArg(rt, "lapack_geqrt", a[0], &A) || !MatArg(rt, "lapack_geqrt", a[1], &T) ||
      !Distinct(rt, "lapack_geqrt", {&A, &T})) {
    return false;
  }
  Int m = A.rows, n = A.cols, k = std::min(m, n);
  if (T.cols != k || (k > 0 && (T.rows < 1 || T.rows > k))) return Mismatch(rt, "lapack_geqrt");
  const blas::Api* api = Lib(rt, "lapack_geqrt");
  if (api == nullptr) return false;
  Int info = 0;
  if (k > 0) {
    Int nb = T.rows, lda = A.ld(), ldt = T.ld();
    std::vector<double> work(static_cast<size_t>(nb) * static_cast<size_t>(n));
    api->dgeqrt(&m, &n, &nb, A.data(), &lda, T.data(), &ldt, work.data(), &info);
  }
  *r = rt.core.Int64(info);
  return true;
}

// gemqrt: C = op(Q) C (left) or C op(Q) (right), op = transpose when trans, Q the
// m×m orthogonal factor held in V (Householder vectors below the diagonal, as geqrt
// leaves them) and T.
bool BuiltinLapackGemqrt(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool left = false, trans = false;
  Mat V, T, C;
  if (!BoolArg(rt, "lapack_gemqrt", a[0], &left) || !BoolArg(rt, "lapack_gemqrt", a[1], &trans) ||
      !MatArg(rt, "lapack_gemqrt", a[2], &V) || !MatArg(rt, "lapack_gemqrt", a[3], &T) ||
      !MatArg(rt, "lapack_gemqrt", a[4], &C) || !Distinct(rt, "lapack_gemqrt", {&V, &T, &C})) {
    return false;
  }
  Int m = C.rows, n = C.cols, k = T.cols, nb = T.rows;
  Int nq = left ? m : n;  // the order of Q
  if (V.rows != nq || k > std::min(V.rows, V.cols) || k > nq || (k > 0 && (nb < 1 || nb > k))) {
    return Mismatch(rt, "lapack_gemqrt");
  }
  const blas::Api* api = Lib(rt, "lapack_gemqrt");
  if (api == nullptr) return false;
  Int info = 0;
  if (k > 0 && m > 0 && n > 0) {
    Int ldv = V.ld(), ldt = T.ld(), ldc = C.ld();
    std::vector<double> work(static_cast<size_t>(nb) * static_cast<size_t>(left ? n : m));
    api->dgemqrt(left ? "L" : "R", trans ? "T" : "N", &m, &n, &k, &nb, V.data(), &ldv, T.data(),
                 &ldt, C.data(), &ldc, work.data(), &info, 1, 1);
  }
  *r = rt.core.Int64(info);
  return true;
}

// geevx with balancing ('B', as Julia's eigen and eigvals), right eigenvectors into
// VR when vectors; eigenvalues as real and imaginary parts wr, wi (a complex pair
// in consecutive places, VR's columns j and j+1 holding its real and imaginary part).
bool BuiltinLapackGeevx(Runtime& rt, const Value* a, uint32_t, Value* r) {
  bool vectors = false;
  Mat A, wr, wi, VR;
  if (!BoolArg(rt, "lapack_geevx", a[0], &vectors) || !MatArg(rt, "lapack_geevx", a[1], &A) ||
      !MatArg(rt, "lapack_geevx", a[2], &wr) || !MatArg(rt, "lapack_geevx", a[3], &wi) ||
      !MatArg(rt, "lapack_geevx", a[4], &VR) ||
      !Distinct(rt, "lapack_geevx", {&A, &wr, &wi, &VR})) {
    return false;
  }
  Int n = A.rows;
  if (A.cols != n || wr.a->length != n || wi.a->length != n ||
      (vectors && (VR.rows != n || VR.cols != n))) {
    return Mismatch(rt, "lapack_geevx");
  }
  const blas::Api* api = Lib(rt, "lapack_geevx");
  if (api == nullptr) return false;
  Int info = 0;
  if (n > 0) {
    Int lda = A.ld(), ldvl = 1, ldvr = vectors ? VR.ld() : 1, ilo = 0, ihi = 0;
    double abnrm = 0;
    std::vector<double> scale(static_cast<size_t>(n)), rconde(static_cast<size_t>(n)),
        rcondv(static_cast<size_t>(n)), dummy(1);
    std::vector<Int> iwork(2 * static_cast<size_t>(n));
    double* vr = vectors ? VR.data() : dummy.data();
    const char* jobvr = vectors ? "V" : "N";
    double wq = 0;
    Int lwork = -1;
    api->dgeevx("B", "N", jobvr, "N", &n, A.data(), &lda, wr.data(), wi.data(), dummy.data(), &ldvl,
                vr, &ldvr, &ilo, &ihi, scale.data(), &abnrm, rconde.data(), rcondv.data(), &wq,
                &lwork, iwork.data(), &info, 1, 1, 1, 1);
    if (info == 0) {
      lwork = std::max<Int>(static_cast<Int>(wq), 3 * n);
      std::vector<double> work(static_cast<size_t>(lwork));
      api->dgeevx("B", "N", jobvr, "N", &n, A.data(), &lda, wr.data(), wi.data(), dummy.data(),
                  &ldvl, vr, &ldvr, &ilo, &ihi, scale.data(), &abnrm, rconde.data(), rcondv.data(),
                  work.data(), &lwork, iwork.data(), &info, 1, 1, 1, 1);
    }
  }
  *r = rt.core.Int64(info);
  return true;
}

}  // namespace kiln::runtime::builtin_impl
