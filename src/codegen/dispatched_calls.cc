// BodyEmitter (emitter.h): calls of callees native code does not compile,
// through the interpreter (runtime_calls.h), and String constants.
#include "codegen/emitter.h"
#include "codegen/runtime_calls.h"

#include "runtime/object.h"
#include "runtime/types.h"

namespace kiln::codegen {

namespace {

constexpr uint64_t kValueBytes = sizeof(Value);
constexpr uint64_t kTypeOffset = offsetof(Value, type);
constexpr uint64_t kBitsOffset = offsetof(Value, bits);
// String is not standard-layout (a header struct and a derived one), but
// offsetof still gives what the compiler lays out (runtime/abi.def has it).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
constexpr uint64_t kStringLength = offsetof(runtime::String, length);
#pragma GCC diagnostic pop

}  // namespace

bool BodyEmitter::StringConstant(std::string_view bytes, CgValue* out) {
  const LlvmTypes& ty = me_.types();
  // The bytes are a private constant of the module; each evaluation makes a
  // new String of them (Strings are compared by content, never by address).
  llvm::Constant* data = llvm::ConstantDataArray::getString(me_.ctx(), llvm::StringRef(bytes.data(), bytes.size()),
                                                           /*AddNull=*/false);
  auto* g = new llvm::GlobalVariable(me_.module(), data->getType(), /*isConstant=*/true,
                                     llvm::GlobalValue::PrivateLinkage, data, "str");
  g->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  g->setAlignment(llvm::Align(1));
  llvm::Function* make =
      me_.RuntimeFunction(kNewString, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.i64}, false));
  *out = CgValue{};
  out->type = me_.rt().core.string;
  out->v = b_->CreateCall(make, {g, b_->getInt64(bytes.size())});
  // Null: out of memory or past the heap's limit, which the interpreter raises.
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "string_made", fn_);
  b_->CreateCondBr(b_->CreateIsNull(out->v), bail_, go);
  b_->SetInsertPoint(go);
  return true;
}

bool BodyEmitter::StringBuiltin(runtime::BuiltinId id, const std::vector<CgValue>& args, DataType* want,
                                CgValue* out, bool* handled) {
  const LlvmTypes& ty = me_.types();
  runtime::Runtime& rt = me_.rt();
  *handled = false;
  auto is_string = [&](const CgValue& v) { return v.utype == nullptr && v.type == rt.core.string && v.v != nullptr; };
  if (id == runtime::BuiltinId::kStringConcat && args.size() == 3 && is_string(args[1]) && is_string(args[2]) &&
      want == rt.core.string) {
    llvm::Function* concat =
        me_.RuntimeFunction(kStringConcat2, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.ptr}, false));
    *out = CgValue{};
    out->type = want;
    out->v = b_->CreateCall(concat, {args[1].v, args[2].v});
    // Null: out of memory, which the interpreter raises.
    llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "concatenated", fn_);
    b_->CreateCondBr(b_->CreateIsNull(out->v), bail_, go);
    b_->SetInsertPoint(go);
    *handled = true;
    return true;
  }
  if (id == runtime::BuiltinId::kStringSubstr && args.size() == 4 && is_string(args[1]) &&
      args[2].utype == nullptr && args[2].type == rt.core.int64 && args[2].v != nullptr &&
      args[3].utype == nullptr && args[3].type == rt.core.int64 && args[3].v != nullptr && want == rt.core.string) {
    llvm::Function* substr = me_.RuntimeFunction(
        kStringSubstr, llvm::FunctionType::get(ty.ptr, {ty.ptr, ty.i64, ty.i64}, false));
    *out = CgValue{};
    out->type = want;
    out->v = b_->CreateCall(substr, {args[1].v, args[2].v, args[3].v});
    // Null: out of bounds or out of memory, which the interpreter raises.
    llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "substring_made", fn_);
    b_->CreateCondBr(b_->CreateIsNull(out->v), bail_, go);
    b_->SetInsertPoint(go);
    *handled = true;
    return true;
  }
  if (id == runtime::BuiltinId::kSizeof && args.size() == 2 && is_string(args[1]) && want == rt.core.int64) {
    // A String's length word (Strings never change).
    *out = CgValue{};
    out->type = want;
    out->v = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, args[1].v, kStringLength),
                  Mem::kTypeWord);
    *handled = true;
    return true;
  }
  return true;
}

bool BodyEmitter::StringHash(const std::vector<CgValue>& args, DataType* want, CgValue* out) {
  const LlvmTypes& ty = me_.types();
  runtime::Runtime& rt = me_.rt();
  if (args.size() != 3 || args[1].utype != nullptr || args[1].type != rt.core.string || args[1].v == nullptr ||
      args[2].utype != nullptr || args[2].type != rt.core.uint32 || args[2].v == nullptr || want != rt.core.uint64) {
    return Fail("a hash_bytes of other than a String and a UInt32");
  }
  llvm::Type* i32 = llvm::Type::getInt32Ty(me_.ctx());
  llvm::Function* hash = me_.RuntimeFunction(kStringHash, llvm::FunctionType::get(ty.i64, {ty.ptr, i32}, false));
  hash->setOnlyReadsMemory();
  hash->setDoesNotThrow();
  *out = CgValue{};
  out->type = want;
  out->v = b_->CreateCall(hash, {args[1].v, args[2].v});
  return true;
}

bool BodyEmitter::BoxedWords(const CgValue& a, llvm::Value** type_word, llvm::Value** bits) {
  const LlvmTypes& ty = me_.types();
  if (a.utype != nullptr || a.v != nullptr) {
    return ValueWords(a, a.utype != nullptr ? static_cast<runtime::Type*>(a.utype) : a.type, type_word, bits);
  }
  if (!a.konst.defined() || a.type == nullptr) return Fail("an argument without a value");
  if (a.type->is_type_type()) {
    // A type as a value: the type object (its global) of its kind's type.
    Value t = a.konst;
    if (!runtime::IsType(t) || !runtime::IsDataType(runtime::AsType(t))) {
      return Fail("a type argument that is not a DataType");
    }
    llvm::GlobalVariable* self = me_.TypeGlobal(runtime::AsDataType(runtime::AsType(t)));
    llvm::GlobalVariable* kind = me_.TypeGlobal(t.type);
    if (self == nullptr || kind == nullptr) return Fail("a type argument not bound under its name");
    *type_word = kind;
    *bits = b_->CreatePtrToInt(self, ty.i64);
    return true;
  }
  if (a.type->layout == runtime::Layout::kSingleton) {
    if (a.konst.bits == 0) {
      if (llvm::GlobalVariable* g = me_.TypeGlobal(a.type)) {
        *type_word = g;
        *bits = b_->getInt64(0);
        return true;
      }
    }
    // A function: the Value of the constant binding it is bound to.
    const std::string name = GlobalSymbol(me_.rt(), a.konst);
    if (name.empty()) return Fail("a function not bound under its name (" + me_.lattice_show(a.type) + ")");
    llvm::GlobalVariable* g = me_.RuntimeGlobal(name.c_str(), ty.i8);
    *type_word = Load(ty.ptr, b_->CreateConstInBoundsGEP1_64(ty.i8, g, kTypeOffset), Mem::kTypeWord);
    *bits = Load(ty.i64, b_->CreateConstInBoundsGEP1_64(ty.i8, g, kBitsOffset), Mem::kTypeWord);
    return true;
  }
  return Fail("a constant argument native code does not box (" + me_.lattice_show(a.type) + ")");
}

bool BodyEmitter::DispatchedCall(uint32_t i, const std::vector<CgValue>& args, engine::CodeInstance* target,
                                 CgValue* out) {
  const LlvmTypes& ty = me_.types();
  if (target == nullptr || target->partial || !target->effects.consistent) {
    return Fail("a callee with effects");
  }
  const infer::LType& inferred = typed_->ssa_types[i];
  runtime::Type* rtype = inferred.is_const() ? inferred.konst.type : inferred.type;
  llvm::Type* rep = nullptr;
  if (!me_.RepOfType(rtype, &rep)) return Fail("a call whose result native code does not hold");
  const uint64_t n = args.size();
  llvm::AllocaInst* buf = nullptr;
  llvm::AllocaInst* result = nullptr;
  {
    llvm::IRBuilder<> entry(&fn_->getEntryBlock(), fn_->getEntryBlock().begin());
    buf = entry.CreateAlloca(llvm::ArrayType::get(ty.i8, n * kValueBytes), nullptr, "call_args");
    buf->setAlignment(llvm::Align(16));
    result = entry.CreateAlloca(llvm::ArrayType::get(ty.i8, kValueBytes), nullptr, "call_result");
    result->setAlignment(llvm::Align(16));
  }
  for (uint64_t k = 0; k < n; ++k) {
    llvm::Value* tw = nullptr;
    llvm::Value* bw = nullptr;
    if (!BoxedWords(args[k], &tw, &bw)) return false;
    b_->CreateStore(tw, b_->CreateConstInBoundsGEP1_64(ty.i8, buf, k * kValueBytes + kTypeOffset));
    b_->CreateStore(bw, b_->CreateConstInBoundsGEP1_64(ty.i8, buf, k * kValueBytes + kBitsOffset));
  }
  llvm::Function* call = me_.RuntimeFunction(
      kCall, llvm::FunctionType::get(ty.i8, {ty.ptr, llvm::Type::getInt32Ty(me_.ctx()), ty.ptr}, false));
  b_->CreateStore(llvm::ConstantPointerNull::get(llvm::cast<llvm::PointerType>(ty.ptr)),
                  b_->CreateConstInBoundsGEP1_64(ty.i8, result, kTypeOffset));
  llvm::Value* kind = b_->CreateCall(call, {buf, b_->getInt32(static_cast<uint32_t>(n)), result});
  // The callee raised (kBailRaised: native code returns through its frames
  // with the exception pending), or the call was not made (the interpreter
  // runs the whole call: the callee had no effects).
  llvm::BasicBlock* go = llvm::BasicBlock::Create(me_.ctx(), "called", fn_);
  b_->CreateCondBr(b_->CreateICmpNE(kind, b_->getInt8(0)), CallBail(kind), go);
  b_->SetInsertPoint(go);
  return LoadValue(result, rtype, out);
}

}  // namespace kiln::codegen
