// ModuleEmitter::DeferBailChecks (emitter.h): tests of the bail flag that a
// return makes unneeded.
//
// Every call is followed by a test of the bail flag (calls.cc): a callee
// that bailed returns poison, and its caller must not use that value where
// it could do harm. Where the value only flows into arithmetic and then into
// a `return`, the test is not needed: the caller returns poison with the flag
// still raised, and its own caller tests the flag (the invoke entry's caller,
// the tier, tests it too). Without the test `return fib(n - 1) + fib(n - 2)`
// ends in a call whose result is added and returned, which LLVM's tail
// recursion elimination turns into a loop (one call a level instead of two).
//
// What may run on poison: LLVM arithmetic, comparisons, selects and casts
// (their result is poison, never undefined behaviour; divisions are not,
// nor branches on a value), loads and stores of the frame's own slots,
// intrinsics that touch no memory, and calls of this module's functions that
// are such arithmetic themselves ("arithmetic leaves": Base's `+(::Int64,
// ::Int64)`), whose entry assumption that the flag is clear is dropped (it
// would be false; such a function has no call after which it would help).
// A leaf's depth check may still bail; it then keeps the kind of a flag
// already raised (body.cc).
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

#include "codegen/emitter.h"

namespace kiln::codegen {

namespace {

// Instructions whose result is poison (never undefined behaviour) when an
// operand is poison, and which touch no memory but the frame's slots.
bool PoisonSafe(const llvm::Instruction& inst) {
  if (const auto* bin = llvm::dyn_cast<llvm::BinaryOperator>(&inst)) {
    switch (bin->getOpcode()) {
      case llvm::Instruction::SDiv:
      case llvm::Instruction::UDiv:
      case llvm::Instruction::SRem:
      case llvm::Instruction::URem: return false;
      default: return true;
    }
  }
  if (llvm::isa<llvm::CastInst>(inst) || llvm::isa<llvm::CmpInst>(inst) ||
      llvm::isa<llvm::SelectInst>(inst) || llvm::isa<llvm::UnaryOperator>(inst) ||
      llvm::isa<llvm::ExtractValueInst>(inst) || llvm::isa<llvm::InsertValueInst>(inst) ||
      llvm::isa<llvm::FreezeInst>(inst)) {
    return true;
  }
  if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
    const llvm::Value* p = load->getPointerOperand();
    return llvm::isa<llvm::AllocaInst>(p) || llvm::isa<llvm::GlobalVariable>(p);
  }
  if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
    return llvm::isa<llvm::AllocaInst>(store->getPointerOperand());
  }
  if (const auto* intr = llvm::dyn_cast<llvm::IntrinsicInst>(&inst)) {
    return intr->getIntrinsicID() != llvm::Intrinsic::assume && intr->doesNotAccessMemory();
  }
  return false;
}

}  // namespace

bool ModuleEmitter::ArithmeticLeaf(llvm::Function* fn,
                                   std::unordered_set<llvm::Function*>& leaves) {
  auto [it, fresh] = arithmetic_leaf_.emplace(fn, -1);
  if (!fresh) return it->second == 1;
  bool yes = false;
  auto check = depth_checks_.find(fn);
  auto assume = entry_assumes_.find(fn);
  if (fn->hasLocalLinkage() && !fn->isDeclaration() && check != depth_checks_.end() &&
      assume != entry_assumes_.end()) {
    // top: the depth check's branch; its `enter` successor holds the flag's
    // load, its test and the assumption, then the body.
    auto* br = llvm::dyn_cast<llvm::BranchInst>(fn->getEntryBlock().getTerminator());
    if (br != nullptr && br->isConditional() && br->getCondition() == check->second) {
      llvm::BasicBlock* enter = br->getSuccessor(1);
      if (assume->second->getParent() == enter) {
        std::unordered_set<llvm::BasicBlock*> seen;
        yes = PoisonSafeTail(enter, seen, leaves);
      }
    }
  }
  arithmetic_leaf_[fn] = yes ? 1 : 0;
  return yes;
}

bool ModuleEmitter::PoisonSafeTail(llvm::BasicBlock* bb,
                                   std::unordered_set<llvm::BasicBlock*>& seen,
                                   std::unordered_set<llvm::Function*>& leaves) {
  if (!seen.insert(bb).second) return false;  // a loop
  for (llvm::Instruction& inst : *bb) {
    if (inst.isTerminator()) break;
    if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) {
      if (auto* intr = llvm::dyn_cast<llvm::IntrinsicInst>(call)) {
        // The entry assumption of an arithmetic leaf, dropped below.
        if (intr->getIntrinsicID() == llvm::Intrinsic::assume) {
          auto a = entry_assumes_.find(bb->getParent());
          if (a != entry_assumes_.end() && a->second == call) continue;
          return false;
        }
        if (!PoisonSafe(inst)) return false;
        continue;
      }
      llvm::Function* callee = call->getCalledFunction();
      if (callee == nullptr || !ArithmeticLeaf(callee, leaves)) return false;
      leaves.insert(callee);
      continue;
    }
    if (!PoisonSafe(inst)) return false;
  }
  llvm::Instruction* term = bb->getTerminator();
  if (llvm::isa<llvm::ReturnInst>(term)) return true;
  if (auto* br = llvm::dyn_cast<llvm::BranchInst>(term); br != nullptr && br->isUnconditional()) {
    return PoisonSafeTail(br->getSuccessor(0), seen, leaves);
  }
  return false;
}

void ModuleEmitter::DeferBailChecks() {
  // Newest first, so that a test whose path goes through a later call's
  // (already dropped) test sees an unconditional branch there.
  std::unordered_set<llvm::Function*> leaves;
  for (auto it = bail_checks_.rbegin(); it != bail_checks_.rend(); ++it) {
    llvm::BranchInst* check = *it;
    if (!check->isConditional()) continue;
    llvm::BasicBlock* ok = check->getSuccessor(1);
    std::unordered_set<llvm::BasicBlock*> seen{check->getParent()};
    std::unordered_set<llvm::Function*> used;
    if (!PoisonSafeTail(ok, seen, used)) continue;
    leaves.insert(used.begin(), used.end());
    // The root's call of its copy (FunctionFor) whose result is returned
    // calls the root instead: a tail call of itself, which LLVM makes a loop
    // (the copy's body would be inlined there).
    llvm::CallInst* last = nullptr;
    for (llvm::Instruction& inst : *check->getParent()) {
      if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst);
          call != nullptr && !llvm::isa<llvm::IntrinsicInst>(call)) {
        last = call;
      }
    }
    if (last != nullptr && self_copy_ != nullptr && last->getFunction() == root_fn_ &&
        last->getCalledFunction() == self_copy_ &&
        self_copy_->getFunctionType() == root_fn_->getFunctionType()) {
      last->setCalledFunction(root_fn_);
    }
    llvm::BranchInst::Create(ok, check);  // inserted before the test
    check->eraseFromParent();
  }
  for (llvm::Function* leaf : leaves) {
    auto a = entry_assumes_.find(leaf);
    if (a == entry_assumes_.end()) continue;
    a->second->eraseFromParent();
    entry_assumes_.erase(a);
  }
}

}  // namespace kiln::codegen
