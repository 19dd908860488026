// Intrinsics as LLVM instructions (intrinsics.h). Each case follows the
// interpreter's implementation in src/runtime/intrinsics_*.cc; where that
// raises an error, the native code bails (the interpreter runs the call again).
#include "codegen/intrinsics.h"
#include "codegen/runtime_entries.h"

#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

namespace kiln::codegen {

namespace {

using runtime::IntrinsicId;

bool Refuse(std::string* why, runtime::IntrinsicId id, const char* what) {
  *why = std::string("intrinsic ") + runtime::GetIntrinsicInfo(id).name + ": " + what;
  return false;
}

// Branches to the bail block when `cond` holds.
void BailIf(IntrinsicEmitContext& c, llvm::Value* cond) {
  llvm::Function* fn = c.b.GetInsertBlock()->getParent();
  llvm::BasicBlock* go = llvm::BasicBlock::Create(c.b.getContext(), "nothrow", fn);
  c.b.CreateCondBr(cond, c.bail, go);
  c.b.SetInsertPoint(go);
}

bool IsSigned(const runtime::DataType* t) { return t->layout == runtime::Layout::kInt; }

// An integer register that is not Bool's: i8, i16, i32, i64.
bool IsIntRep(const llvm::Type* r) { return r != nullptr && r->isIntegerTy() && !r->isIntegerTy(1); }

llvm::Constant* IntOf(llvm::Type* r, int64_t k) { return llvm::ConstantInt::get(r, static_cast<uint64_t>(k), true); }

llvm::Value* Unary(IntrinsicEmitContext& c, llvm::Intrinsic::ID id, llvm::Value* x) {
  return c.b.CreateUnaryIntrinsic(id, x);
}

llvm::Value* Libm(IntrinsicEmitContext& c, const char* name, std::vector<llvm::Value*> args) {
  llvm::Module* m = c.b.GetInsertBlock()->getModule();
  std::vector<llvm::Type*> params(args.size(), c.types.f64);
  llvm::FunctionCallee fn =
      m->getOrInsertFunction(name, llvm::FunctionType::get(c.types.f64, params, false));
  return c.b.CreateCall(fn, args);
}

}  // namespace

bool EmitIntrinsic(IntrinsicEmitContext& c, IntrinsicId id, const std::vector<IntrinsicArg>& a,
                   llvm::Value** out, std::string* why) {
  llvm::IRBuilder<>& b = c.b;
  const runtime::Runtime& rt = c.rt;
  const int arity = runtime::GetIntrinsicInfo(id).arity;
  if (static_cast<int>(a.size()) != arity) return Refuse(why, id, "wrong number of arguments");
  // Value arguments must be in registers, of one type (the result's, for
  // arithmetic), except where a case says otherwise.
  auto regs = [&](size_t from) {
    for (size_t i = from; i < a.size(); ++i) {
      if (a[i].v == nullptr) return false;
    }
    return true;
  };
  auto same = [&]() {
    if (!regs(0)) return false;
    for (const IntrinsicArg& x : a) {
      if (x.type != a[0].type) return false;
    }
    return true;
  };
  auto ints = [&]() { return same() && IsIntRep(a[0].rep) && c.want == a[0].type; };
  auto floats = [&]() { return same() && a[0].rep == c.types.f64 && c.want == a[0].type; };
  auto int_compare = [&]() {
    return same() && a[0].rep != nullptr && a[0].rep->isIntegerTy() && c.want == rt.core.bool_;
  };
  auto float_compare = [&]() { return same() && a[0].rep == c.types.f64 && c.want == rt.core.bool_; };
  auto bits = [&]() { return same() && a[0].rep != c.types.f64 && a[0].rep != nullptr && c.want == a[0].type; };

  switch (id) {
    // ---- Integer arithmetic (wrapping) ----
    case IntrinsicId::k_neg_int:
      if (!ints()) break;
      *out = b.CreateNeg(a[0].v);
      return true;
    case IntrinsicId::k_add_int:
      if (!ints()) break;
      *out = b.CreateAdd(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_sub_int:
      if (!ints()) break;
      *out = b.CreateSub(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_mul_int:
      if (!ints()) break;
      *out = b.CreateMul(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_sdiv_int:
    case IntrinsicId::k_checked_sdiv_int: {
      if (!ints()) break;
      llvm::Type* r = a[0].rep;
      BailIf(c, b.CreateICmpEQ(a[1].v, IntOf(r, 0)));
      llvm::Value* minus1 = b.CreateICmpEQ(a[1].v, IntOf(r, -1));
      if (id == IntrinsicId::k_checked_sdiv_int) {
        // typemin ÷ -1 overflows: DivideError.
        llvm::Value* typemin = llvm::ConstantInt::get(r, llvm::APInt::getSignedMinValue(r->getIntegerBitWidth()));
        BailIf(c, b.CreateAnd(minus1, b.CreateICmpEQ(a[0].v, typemin)));
      }
      // x ÷ -1 is -x (wrapping); LLVM's sdiv of typemin by -1 is undefined.
      llvm::Value* safe_y = b.CreateSelect(minus1, IntOf(r, 1), a[1].v);
      *out = b.CreateSelect(minus1, b.CreateNeg(a[0].v), b.CreateSDiv(a[0].v, safe_y));
      return true;
    }
    case IntrinsicId::k_udiv_int:
    case IntrinsicId::k_checked_udiv_int:
      if (!ints()) break;
      BailIf(c, b.CreateICmpEQ(a[1].v, IntOf(a[0].rep, 0)));
      *out = b.CreateUDiv(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_srem_int:
    case IntrinsicId::k_checked_srem_int: {
      if (!ints()) break;
      llvm::Type* r = a[0].rep;
      BailIf(c, b.CreateICmpEQ(a[1].v, IntOf(r, 0)));
      llvm::Value* minus1 = b.CreateICmpEQ(a[1].v, IntOf(r, -1));
      llvm::Value* safe_y = b.CreateSelect(minus1, IntOf(r, 1), a[1].v);
      *out = b.CreateSelect(minus1, IntOf(r, 0), b.CreateSRem(a[0].v, safe_y));
      return true;
    }
    case IntrinsicId::k_urem_int:
    case IntrinsicId::k_checked_urem_int:
      if (!ints()) break;
      BailIf(c, b.CreateICmpEQ(a[1].v, IntOf(a[0].rep, 0)));
      *out = b.CreateURem(a[0].v, a[1].v);
      return true;

    // ---- Float arithmetic ----
    case IntrinsicId::k_neg_float:
      if (!floats()) break;
      *out = b.CreateFNeg(a[0].v);
      return true;
    case IntrinsicId::k_add_float:
      if (!floats()) break;
      *out = b.CreateFAdd(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_sub_float:
      if (!floats()) break;
      *out = b.CreateFSub(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_mul_float:
      if (!floats()) break;
      *out = b.CreateFMul(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_div_float:
      if (!floats()) break;
      *out = b.CreateFDiv(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_rem_float:
      if (!floats()) break;
      *out = Libm(c, "fmod", {a[0].v, a[1].v});
      return true;
    case IntrinsicId::k_fma_float:
      if (!floats()) break;
      *out = b.CreateIntrinsic(llvm::Intrinsic::fma, {c.types.f64}, {a[0].v, a[1].v, a[2].v});
      return true;
    case IntrinsicId::k_muladd_float:
      // The interpreter rounds the product, then the sum.
      if (!floats()) break;
      *out = b.CreateFAdd(b.CreateFMul(a[0].v, a[1].v), a[2].v);
      return true;

    // ---- Bits ----
    case IntrinsicId::k_and_int:
      if (!bits()) break;
      *out = b.CreateAnd(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_or_int:
      if (!bits()) break;
      *out = b.CreateOr(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_xor_int:
      if (!bits()) break;
      *out = b.CreateXor(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_not_int:
      if (!bits()) break;
      *out = b.CreateNot(a[0].v);
      return true;
    case IntrinsicId::k_shl_int:
    case IntrinsicId::k_lshr_int:
    case IntrinsicId::k_ashr_int: {
      // x's type is the result's; n is any integer, read as unsigned.
      if (!regs(0) || !IsIntRep(a[0].rep) || c.want != a[0].type || a[1].rep == nullptr ||
          a[1].rep == c.types.f64) {
        break;
      }
      llvm::Type* r = a[0].rep;
      const int64_t width = r->getIntegerBitWidth();
      llvm::Value* n = a[1].rep == c.types.i64 ? a[1].v : b.CreateZExt(a[1].v, c.types.i64);
      llvm::Value* wide = b.CreateICmpUGE(n, b.getInt64(width));
      llvm::Value* safe_n = b.CreateTrunc(b.CreateSelect(wide, b.getInt64(0), n), r);
      if (id == IntrinsicId::k_shl_int) {
        *out = b.CreateSelect(wide, IntOf(r, 0), b.CreateShl(a[0].v, safe_n));
      } else if (id == IntrinsicId::k_lshr_int) {
        *out = b.CreateSelect(wide, IntOf(r, 0), b.CreateLShr(a[0].v, safe_n));
      } else {
        *out = b.CreateSelect(wide, b.CreateAShr(a[0].v, IntOf(r, width - 1)), b.CreateAShr(a[0].v, safe_n));
      }
      return true;
    }
    case IntrinsicId::k_bswap_int:
      if (!ints()) break;
      *out = Unary(c, llvm::Intrinsic::bswap, a[0].v);
      return true;
    case IntrinsicId::k_ctpop_int:
      if (!ints()) break;
      *out = Unary(c, llvm::Intrinsic::ctpop, a[0].v);
      return true;
    case IntrinsicId::k_ctlz_int:
      if (!ints()) break;
      *out = b.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, a[0].v, b.getFalse());
      return true;
    case IntrinsicId::k_cttz_int:
      if (!ints()) break;
      *out = b.CreateBinaryIntrinsic(llvm::Intrinsic::cttz, a[0].v, b.getFalse());
      return true;

    // ---- Comparisons ----
    case IntrinsicId::k_eq_int:
      if (!int_compare()) break;
      *out = b.CreateICmpEQ(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_ne_int:
      if (!int_compare()) break;
      *out = b.CreateICmpNE(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_slt_int:
      if (!int_compare()) break;
      *out = b.CreateICmpSLT(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_sle_int:
      if (!int_compare()) break;
      *out = b.CreateICmpSLE(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_ult_int:
      if (!int_compare()) break;
      *out = b.CreateICmpULT(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_ule_int:
      if (!int_compare()) break;
      *out = b.CreateICmpULE(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_eq_float:
      if (!float_compare()) break;
      *out = b.CreateFCmpOEQ(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_ne_float:
      if (!float_compare()) break;
      *out = b.CreateFCmpUNE(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_lt_float:
      if (!float_compare()) break;
      *out = b.CreateFCmpOLT(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_le_float:
      if (!float_compare()) break;
      *out = b.CreateFCmpOLE(a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_fpiseq: {
      if (!float_compare()) break;
      llvm::Value* both_nan = b.CreateAnd(b.CreateFCmpUNO(a[0].v, a[0].v), b.CreateFCmpUNO(a[1].v, a[1].v));
      llvm::Value* same_bits = b.CreateICmpEQ(b.CreateBitCast(a[0].v, c.types.i64),
                                              b.CreateBitCast(a[1].v, c.types.i64));
      *out = b.CreateOr(both_nan, same_bits);
      return true;
    }

    // ---- Conversions: the first argument is the target type ----
    case IntrinsicId::k_bitcast:
    case IntrinsicId::k_sext_int:
    case IntrinsicId::k_zext_int:
    case IntrinsicId::k_trunc_int:
    case IntrinsicId::k_sitofp:
    case IntrinsicId::k_uitofp:
    case IntrinsicId::k_fptosi:
    case IntrinsicId::k_fptoui:
    case IntrinsicId::k_check_sign_bit:
    case IntrinsicId::k_checked_trunc_sint:
    case IntrinsicId::k_checked_trunc_uint: {
      if (a[1].v == nullptr || a[1].rep == nullptr || c.want_rep == nullptr) break;
      if (!a[0].konst.defined() || !runtime::IsType(a[0].konst) ||
          runtime::AsType(a[0].konst) != c.want) {
        break;
      }
      llvm::Type* from = a[1].rep;
      llvm::Type* to = c.want_rep;
      llvm::Value* x = a[1].v;
      if (id == IntrinsicId::k_bitcast) {
        if (from == to) {
          *out = x;
        } else if (from != c.types.i1 && to != c.types.i1) {
          *out = b.CreateBitCast(x, to);
        } else {
          break;
        }
        return true;
      }
      if (id == IntrinsicId::k_check_sign_bit) {
        // An InexactError when x's sign bit is set; x otherwise.
        if (!IsIntRep(from) || from != to) break;
        BailIf(c, b.CreateICmpSLT(x, IntOf(from, 0)));
        *out = x;
        return true;
      }
      if (id == IntrinsicId::k_checked_trunc_sint || id == IntrinsicId::k_checked_trunc_uint) {
        // trunc_int, and an InexactError unless extending back gives x.
        if (!IsIntRep(from) || !IsIntRep(to) || to->getIntegerBitWidth() > from->getIntegerBitWidth()) break;
        if (from == to) {
          *out = x;
          return true;
        }
        llvm::Value* y = b.CreateTrunc(x, to);
        llvm::Value* back = id == IntrinsicId::k_checked_trunc_sint ? b.CreateSExt(y, from) : b.CreateZExt(y, from);
        BailIf(c, b.CreateICmpNE(back, x));
        *out = y;
        return true;
      }
      if (id == IntrinsicId::k_sext_int || id == IntrinsicId::k_zext_int) {
        if (from == to && IsIntRep(from)) {
          *out = x;
          return true;
        }
        if (from == c.types.i1 && IsIntRep(to)) {
          // Bool is 8 bits wide: its value is 0 or 1, so both extensions give 0/1.
          *out = b.CreateZExt(x, to);
          return true;
        }
        if (!IsIntRep(from) || !IsIntRep(to) || to->getIntegerBitWidth() < from->getIntegerBitWidth()) break;
        *out = id == IntrinsicId::k_sext_int ? b.CreateSExt(x, to) : b.CreateZExt(x, to);
        return true;
      }
      if (id == IntrinsicId::k_trunc_int) {
        if (!IsIntRep(from) || !IsIntRep(to) || to->getIntegerBitWidth() > from->getIntegerBitWidth()) break;
        *out = from == to ? x : b.CreateTrunc(x, to);
        return true;
      }
      if (id == IntrinsicId::k_sitofp || id == IntrinsicId::k_uitofp) {
        if (!IsIntRep(from) || to != c.types.f64) break;
        *out = id == IntrinsicId::k_sitofp ? b.CreateSIToFP(x, to) : b.CreateUIToFP(x, to);
        return true;
      }
      // fptosi / fptoui: toward zero, saturating, NaN gives 0.
      if (from != c.types.f64 || to != c.types.i64) break;
      const bool is_signed = id == IntrinsicId::k_fptosi;
      if (is_signed != IsSigned(c.want)) break;
      *out = b.CreateIntrinsic(is_signed ? llvm::Intrinsic::fptosi_sat : llvm::Intrinsic::fptoui_sat,
                               {c.types.i64, c.types.f64}, {x});
      return true;
    }

    // ---- Float functions ----
    case IntrinsicId::k_abs_float:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::fabs, a[0].v);
      return true;
    case IntrinsicId::k_copysign_float:
      if (!floats()) break;
      *out = b.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, a[0].v, a[1].v);
      return true;
    case IntrinsicId::k_sqrt_llvm:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::sqrt, a[0].v);
      return true;
    case IntrinsicId::k_floor_llvm:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::floor, a[0].v);
      return true;
    case IntrinsicId::k_ceil_llvm:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::ceil, a[0].v);
      return true;
    case IntrinsicId::k_trunc_llvm:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::trunc, a[0].v);
      return true;
    case IntrinsicId::k_rint_llvm:
      if (!floats()) break;
      *out = Unary(c, llvm::Intrinsic::roundeven, a[0].v);
      return true;
#define KILN_LIBM(id_name, c_name)   \
  case IntrinsicId::k_##id_name:     \
    if (!floats()) break;            \
    *out = Libm(c, c_name, {a[0].v}); \
    return true;
      KILN_LIBM(libm_exp, "exp")
      KILN_LIBM(libm_exp2, "exp2")
      KILN_LIBM(libm_expm1, "expm1")
      KILN_LIBM(libm_log, "log")
      KILN_LIBM(libm_log2, "log2")
      KILN_LIBM(libm_log10, "log10")
      KILN_LIBM(libm_log1p, "log1p")
      KILN_LIBM(libm_sin, "sin")
      KILN_LIBM(libm_cos, "cos")
      KILN_LIBM(libm_tan, "tan")
      KILN_LIBM(libm_asin, "asin")
      KILN_LIBM(libm_acos, "acos")
      KILN_LIBM(libm_atan, "atan")
      KILN_LIBM(libm_sinh, "sinh")
      KILN_LIBM(libm_cosh, "cosh")
      KILN_LIBM(libm_tanh, "tanh")
      KILN_LIBM(libm_asinh, "asinh")
      KILN_LIBM(libm_acosh, "acosh")
      KILN_LIBM(libm_atanh, "atanh")
      KILN_LIBM(libm_cbrt, kCubeRoot)
#undef KILN_LIBM
    case IntrinsicId::k_libm_atan2:
      if (!floats()) break;
      *out = Libm(c, "atan2", {a[0].v, a[1].v});
      return true;
    case IntrinsicId::k_libm_pow:
      if (!floats()) break;
      *out = Libm(c, "pow", {a[0].v, a[1].v});
      return true;
    case IntrinsicId::k_libm_hypot:
      if (!floats()) break;
      *out = Libm(c, "hypot", {a[0].v, a[1].v});
      return true;
    default:
      return Refuse(why, id, "not in native code's subset");
  }
  return Refuse(why, id, "on argument types native code does not hold");
}

}  // namespace kiln::codegen
