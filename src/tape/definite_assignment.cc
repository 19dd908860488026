#include "tape/definite_assignment.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "tape/layout.h"

namespace kiln::tape {
namespace {

using base::Status;

constexpr uint32_t kNone = UINT32_MAX;
// Bitset words the in-states of all blocks may take at once; past it the
// registers are processed in several rounds (memory stays bounded for any
// tape, time grows with blocks x registers / 64).
constexpr size_t kBudgetWords = size_t{1} << 21;

bool IsCompareBranch(Op op) {
  return op == Op::kLtBr || op == Op::kLeBr || op == Op::kGtBr || op == Op::kGeBr ||
         op == Op::kEqBr || op == Op::kNeBr;
}

struct Edge {
  uint32_t target;                    // pc
  uint32_t extra[2] = {kNone, kNone};  // registers this edge also defines
};

struct Inst {
  uint32_t pc;
  uint32_t reads_begin, reads_end;  // into Graph::reads
  uint32_t defs_begin, defs_end;    // into Graph::defs
  uint32_t kill = kNone;            // clearslot
  uint32_t edges_begin, edges_end;  // into Graph::edges
  bool falls_through = true;
  uint32_t enter_catch = kNone;     // enter: pushes a handler with this catch pc
  uint32_t leave = 0;               // leave: pops this many handlers
};

struct Graph {
  std::vector<Inst> insts;
  std::vector<uint32_t> reads, defs;
  std::vector<Edge> edges;
  std::vector<uint32_t> block_start;  // first instruction of each block; plus insts.size()
  std::vector<uint32_t> block_of_pc;  // block starting at a pc, or kNone
};

// The register an operand word names, or kNone for constants and globals.
uint32_t RegOf(uint32_t arg) { return ArgKindOf(arg) == ArgKind::kReg ? ArgIndexOf(arg) : kNone; }

void Decode(const TapeBody& body, uint32_t pc, Graph& g) {
  const std::vector<uint32_t>& code = body.code;
  const Op op = OpOf(code[pc]);
  const uint32_t a = AOf(code[pc]);
  const uint32_t len = InstructionLength(code, pc);
  Inst inst{};
  inst.pc = pc;
  inst.reads_begin = static_cast<uint32_t>(g.reads.size());
  inst.defs_begin = static_cast<uint32_t>(g.defs.size());
  inst.edges_begin = static_cast<uint32_t>(g.edges.size());
  auto read_arg = [&](uint32_t word) {
    if (uint32_t r = RegOf(word); r != kNone) g.reads.push_back(r);
  };
  switch (op) {
    case Op::kJump:
      g.edges.push_back({a});
      inst.falls_through = false;
      break;
    case Op::kJumpIfNot:
      read_arg(code[pc + 1]);
      g.edges.push_back({a});
      break;
    case Op::kReturn:
      read_arg(code[pc + 1]);
      inst.falls_through = false;
      break;
    case Op::kRethrow:
    case Op::kUnreachable: inst.falls_through = false; break;
    case Op::kCheckDefined: g.defs.push_back(a); break;
    case Op::kClearSlot: inst.kill = a; break;
    case Op::kIsDefinedSlot: g.defs.push_back(a); break;  // tests its operand, never reads it
    case Op::kEnter:
      g.defs.push_back(code[pc + 1]);  // the token
      inst.enter_catch = a;
      break;
    case Op::kLeave: inst.leave = a; break;
    case Op::kForStart:
    case Op::kForNext: {
      // A: exit (forstart) or body (fornext); word 4 the other one.
      read_arg(code[pc + 1]);
      if (op == Op::kForNext) g.reads.push_back(code[pc + 3]);  // the state, read raw
      Edge to_body{op == Op::kForStart ? code[pc + 4] : a};
      to_body.extra[0] = code[pc + 2];
      to_body.extra[1] = code[pc + 3];
      g.edges.push_back(to_body);
      g.edges.push_back({op == Op::kForStart ? a : code[pc + 4]});
      break;
    }
    default: {
      const Layout& layout = LayoutOf(op);
      uint32_t w = pc + 1;
      for (Role role : layout.words) {
        uint32_t v = code[w++];
        if (role == Role::kArg) read_arg(v);
        if (role == Role::kReg) g.reads.push_back(v);
        if (role == Role::kCount) {
          for (uint32_t k = 0; k < v; ++k) read_arg(code[w++]);
        }
      }
      if (IsCompareBranch(op)) {
        // Runs as one unit with the jumpifnot after it (VerifyTape checks it
        // is there). The slow path writes the result and the jumpifnot tests
        // it; the fast path jumps without writing it.
        const uint32_t jin = pc + len;
        if (uint32_t r = RegOf(code[jin + 1]); r != kNone && r != a) g.reads.push_back(r);
        g.edges.push_back({jin + 2});
        g.edges.push_back({AOf(code[jin])});
        inst.falls_through = false;
      } else if (layout.a == Role::kReg) {
        g.defs.push_back(a);
      }
      break;
    }
  }
  inst.reads_end = static_cast<uint32_t>(g.reads.size());
  inst.defs_end = static_cast<uint32_t>(g.defs.size());
  inst.edges_end = static_cast<uint32_t>(g.edges.size());
  g.insts.push_back(inst);
}

Graph Build(const TapeBody& body) {
  Graph g;
  const uint32_t size = static_cast<uint32_t>(body.code.size());
  for (uint32_t pc = 0; pc < size; pc += InstructionLength(body.code, pc)) Decode(body, pc, g);
  std::vector<bool> leader(size + 1, false);
  leader[0] = true;
  for (const Inst& inst : g.insts) {
    for (uint32_t e = inst.edges_begin; e < inst.edges_end; ++e) leader[g.edges[e].target] = true;
    if (inst.enter_catch != kNone) leader[inst.enter_catch] = true;
    if (inst.edges_end > inst.edges_begin || !inst.falls_through || inst.enter_catch != kNone ||
        inst.leave != 0) {
      leader[inst.pc + InstructionLength(body.code, inst.pc)] = true;
    }
  }
  g.block_of_pc.assign(size + 1, kNone);
  for (uint32_t i = 0; i < g.insts.size(); ++i) {
    if (leader[g.insts[i].pc]) {
      g.block_of_pc[g.insts[i].pc] = static_cast<uint32_t>(g.block_start.size());
      g.block_start.push_back(i);
    }
  }
  g.block_start.push_back(static_cast<uint32_t>(g.insts.size()));
  return g;
}

class Checker {
 public:
  Checker(const TapeBody& body, const Graph& g) : body_(body), g_(g) {}

  Status Run() {
    const size_t blocks = g_.block_start.size() - 1;
    RETURN_IF_ERROR(FindHandlers(blocks));
    FindGlobals();
    const size_t global_count = globals_.size();
    size_t words = std::max<size_t>(1, (global_count + 63) / 64);
    words_ = std::max<size_t>(1, std::min(words, kBudgetWords / std::max<size_t>(1, blocks)));
    const size_t per_round = words_ * 64;
    const size_t rounds = std::max<size_t>(1, (global_count + per_round - 1) / per_round);
    for (size_t round = 0; round < rounds; ++round) {
      first_ = round * per_round;
      last_ = std::min(global_count, first_ + per_round);
      Solve(blocks);
      RETURN_IF_ERROR(Check(blocks));
    }
    return Status::Ok();
  }

 private:
  // The exception handlers active in each block, as a stack of catch pcs
  // that `enter` pushes, `leave` pops and catching pops; interned, so a
  // stack is one id (0: none). Every path into a block must arrive with the
  // same stack (lowering nests handlers), or the tape is rejected. Gives
  // catch_of_[b]: the block an exception raised in block b goes to, or kNone.
  Status FindHandlers(size_t blocks) {
    struct Node {
      uint32_t parent;
      uint32_t catch_pc;
    };
    std::vector<Node> nodes{{kNone, kNone}};  // 0: no handler
    std::map<std::pair<uint32_t, uint32_t>, uint32_t> interned;
    auto push = [&](uint32_t stack, uint32_t catch_pc) {
      auto [it, fresh] = interned.try_emplace({stack, catch_pc}, static_cast<uint32_t>(nodes.size()));
      if (fresh) nodes.push_back({stack, catch_pc});
      return it->second;
    };
    std::vector<uint32_t> stack_of(blocks, kNone);
    stack_of[0] = 0;
    std::vector<uint32_t> work{0};
    Status status;
    auto reach = [&](uint32_t pc, uint32_t stack) {
      uint32_t s = g_.block_of_pc[pc];
      if (stack_of[s] == kNone) {
        stack_of[s] = stack;
        work.push_back(s);
      } else if (stack_of[s] != stack) {
        status = Status::Corruption("invalid tape at " + std::to_string(pc) +
                                    ": exception handlers differ between paths");
      }
    };
    while (!work.empty() && status.ok()) {
      uint32_t b = work.back();
      work.pop_back();
      uint32_t stack = stack_of[b];
      if (stack != 0) reach(nodes[stack].catch_pc, nodes[stack].parent);  // raise pops it
      const Inst& last = g_.insts[g_.block_start[b + 1] - 1];
      if (last.enter_catch != kNone) stack = push(stack, last.enter_catch);
      for (uint32_t k = 0; k < last.leave; ++k) {
        if (stack == 0) {
          return Status::Corruption("invalid tape at " + std::to_string(last.pc) +
                                    ": leave without a handler");
        }
        stack = nodes[stack].parent;
      }
      for (uint32_t e = last.edges_begin; e < last.edges_end; ++e) reach(g_.edges[e].target, stack);
      if (last.falls_through) reach(last.pc + InstructionLength(body_.code, last.pc), stack);
    }
    RETURN_IF_ERROR(status);
    catch_of_.assign(blocks, kNone);
    for (size_t b = 0; b < blocks; ++b) {
      if (stack_of[b] != kNone && stack_of[b] != 0) {
        catch_of_[b] = g_.block_of_pc[nodes[stack_of[b]].catch_pc];
      }
    }
    return Status::Ok();
  }

  // Registers some block may read before writing: only these need to be
  // tracked across blocks.
  void FindGlobals() {
    global_of_.assign(body_.register_count, kNone);
    std::vector<uint8_t> written(body_.register_count, 0);
    std::vector<uint32_t> touched;
    for (size_t b = 0; b + 1 < g_.block_start.size(); ++b) {
      for (uint32_t i = g_.block_start[b]; i < g_.block_start[b + 1]; ++i) {
        const Inst& inst = g_.insts[i];
        for (uint32_t k = inst.reads_begin; k < inst.reads_end; ++k) {
          uint32_t r = g_.reads[k];
          if (!written[r] && global_of_[r] == kNone) {
            global_of_[r] = static_cast<uint32_t>(globals_.size());
            globals_.push_back(r);
          }
        }
        for (uint32_t k = inst.defs_begin; k < inst.defs_end; ++k) {
          written[g_.defs[k]] = 1;
          touched.push_back(g_.defs[k]);
        }
      }
      for (uint32_t r : touched) written[r] = 0;
      touched.clear();
    }
  }

  // The bit of register r in this round's bitsets, or kNone.
  uint32_t Bit(uint32_t r) const {
    uint32_t gi = global_of_[r];
    return gi != kNone && gi >= first_ && gi < last_ ? static_cast<uint32_t>(gi - first_) : kNone;
  }
  static void Set(uint64_t* s, uint32_t bit) { s[bit / 64] |= uint64_t{1} << (bit % 64); }
  static void Clear(uint64_t* s, uint32_t bit) { s[bit / 64] &= ~(uint64_t{1} << (bit % 64)); }
  static bool Test(const uint64_t* s, uint32_t bit) { return (s[bit / 64] >> (bit % 64)) & 1; }

  void Solve(size_t blocks) {
    in_.assign(blocks * words_, ~uint64_t{0});
    visited_.assign(blocks, false);
    uint64_t* entry = &in_[0];
    std::fill(entry, entry + words_, 0);
    for (uint32_t r = 0; r < body_.arg_count; ++r) {
      if (uint32_t bit = Bit(r); bit != kNone) Set(entry, bit);
    }
    visited_[0] = true;
    std::vector<uint32_t> work{0};
    std::vector<bool> queued(blocks, false);
    queued[0] = true;
    std::vector<uint64_t> state(words_), out(words_);
    while (!work.empty()) {
      uint32_t b = work.back();
      work.pop_back();
      queued[b] = false;
      std::copy_n(&in_[b * words_], words_, state.begin());
      const uint32_t end = g_.block_start[b + 1];
      auto meet = [&](uint32_t s) {  // in[s] &= out
        uint64_t* target = &in_[s * words_];
        bool changed = !visited_[s];
        for (size_t w = 0; w < words_; ++w) {
          uint64_t v = visited_[s] ? (target[w] & out[w]) : out[w];
          changed |= v != target[w];
          target[w] = v;
        }
        visited_[s] = true;
        if (changed && !queued[s]) {
          queued[s] = true;
          work.push_back(s);
        }
      };
      if (catch_of_[b] != kNone) {
        // Any instruction of the block may throw to the handler: it sees at
        // least the block's in-state minus what the block clears.
        out = state;
        for (uint32_t i = g_.block_start[b]; i < end; ++i) {
          if (g_.insts[i].kill != kNone) {
            if (uint32_t bit = Bit(g_.insts[i].kill); bit != kNone) Clear(out.data(), bit);
          }
        }
        meet(catch_of_[b]);
      }
      for (uint32_t i = g_.block_start[b]; i < end; ++i) Apply(g_.insts[i], state.data());
      const Inst& last = g_.insts[end - 1];
      auto flow = [&](uint32_t target_pc, const Edge* edge) {
        out = state;
        if (edge != nullptr) {
          for (uint32_t r : edge->extra) {
            if (r != kNone) {
              if (uint32_t bit = Bit(r); bit != kNone) Set(out.data(), bit);
            }
          }
        }
        meet(g_.block_of_pc[target_pc]);
      };
      for (uint32_t e = last.edges_begin; e < last.edges_end; ++e) {
        flow(g_.edges[e].target, &g_.edges[e]);
      }
      if (last.falls_through) flow(last.pc + InstructionLength(body_.code, last.pc), nullptr);
    }
  }

  void Apply(const Inst& inst, uint64_t* state) const {
    for (uint32_t k = inst.defs_begin; k < inst.defs_end; ++k) {
      if (uint32_t bit = Bit(g_.defs[k]); bit != kNone) Set(state, bit);
    }
    if (inst.kill != kNone) {
      if (uint32_t bit = Bit(inst.kill); bit != kNone) Clear(state, bit);
    }
  }

  // Walks every reachable block from its in-state; registers written or
  // cleared earlier in the block override it.
  Status Check(size_t blocks) {
    std::vector<int8_t> local(body_.register_count, -1);
    std::vector<uint32_t> touched;
    for (size_t b = 0; b < blocks; ++b) {
      if (!visited_[b]) continue;  // unreachable: never runs
      const uint64_t* in = &in_[b * words_];
      for (uint32_t i = g_.block_start[b]; i < g_.block_start[b + 1]; ++i) {
        const Inst& inst = g_.insts[i];
        for (uint32_t k = inst.reads_begin; k < inst.reads_end; ++k) {
          uint32_t r = g_.reads[k];
          bool defined;
          if (local[r] >= 0) {
            defined = local[r] == 1;
          } else if (global_of_[r] == kNone) {
            defined = false;
          } else if (uint32_t bit = Bit(r); bit != kNone) {
            defined = Test(in, bit);
          } else {
            defined = true;  // another round checks it
          }
          if (!defined) {
            return Status::Corruption("invalid tape at " + std::to_string(inst.pc) + ": register " +
                                      std::to_string(r) + " may be read before it is assigned");
          }
        }
        for (uint32_t k = inst.defs_begin; k < inst.defs_end; ++k) {
          local[g_.defs[k]] = 1;
          touched.push_back(g_.defs[k]);
        }
        if (inst.kill != kNone) {
          local[inst.kill] = 0;
          touched.push_back(inst.kill);
        }
      }
      for (uint32_t r : touched) local[r] = -1;
      touched.clear();
    }
    return Status::Ok();
  }

  const TapeBody& body_;
  const Graph& g_;
  std::vector<uint32_t> global_of_;  // register -> index in globals_, or kNone
  std::vector<uint32_t> globals_;
  size_t words_ = 1;
  size_t first_ = 0, last_ = 0;  // this round's globals
  std::vector<uint64_t> in_;     // blocks x words_
  std::vector<bool> visited_;
  std::vector<uint32_t> catch_of_;  // block -> the block its exceptions go to, or kNone
};

}  // namespace

Status CheckDefiniteAssignment(const TapeBody& body) {
  Graph g = Build(body);
  return Checker(body, g).Run();
}

}  // namespace kiln::tape
