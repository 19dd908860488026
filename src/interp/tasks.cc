// Tasks (Julia's coroutines; Base's tasks.jl schedules them): each task that
// has started runs on its own C stack with its own interpreter state — frames,
// exception handlers, value stack — so that a task can be suspended anywhere,
// also inside a native that called back into Kiln or inside native code of the
// LLVM tier, and resumed where it stopped. One thread runs them all, as `julia`
// does by default; a task runs until it switches away itself (Core._task_switch,
// called by Base's wait/yield).
//
// The collector: the running stack is the one it scans as the thread's stack
// (GC_set_stackbottom at each switch); a suspended task's C stack (from where it
// stopped to its cold end), its saved registers and its value stack are pushed
// by PushTaskRoots.
#include <gc/gc.h>
#include <gc/gc_mark.h>
#include <sys/mman.h>

#include <pthread.h>

#include <algorithm>
#include <cstdlib>

#include "interp/machine.h"
#include "runtime/errors.h"
#include "runtime/module.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KILN_TASKS_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define KILN_TASKS_ASAN 1
#endif
#ifdef KILN_TASKS_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

// The switch: pushes the callee-saved registers on the running stack, stores
// its stack pointer in *save, continues on the stack `next` (whose top holds
// the same registers and a return address). A new stack's first return goes
// to kiln_task_boot, which calls KilnTaskStart. (The System V x86-64 ABI; the
// C library's swapcontext would also save the signal mask, a system call at
// each switch.)
#if !defined(__x86_64__)
#error "tasks.cc: the task switch is written for x86-64"
#endif
extern "C" void kiln_task_switch(void** save, void* next);
extern "C" void kiln_task_boot();
extern "C" void KilnTaskStart();
asm(R"(
  .text
  .globl kiln_task_switch
  .type kiln_task_switch, @function
kiln_task_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size kiln_task_switch, .-kiln_task_switch
  .globl kiln_task_boot
  .type kiln_task_boot, @function
kiln_task_boot:
  call KilnTaskStart
  ud2
  .size kiln_task_boot, .-kiln_task_boot
)");

namespace kiln::interp {

namespace {

// A task's C stack: lazily touched address space, with a guard page below it.
constexpr size_t kTaskCStackBytes = size_t{8} << 20;
constexpr size_t kGuardBytes = 64 << 10;
// A task's value stack, in Values (touched lazily, as the root's).
constexpr size_t kTaskStackValues = size_t{1} << 20;
// Contexts (stacks) of finished tasks kept for the next ones.
constexpr size_t kSpareTasks = 8;

// The Machine whose new task is starting (kiln_task_boot passes nothing).
Machine* g_starting = nullptr;

struct CStack {
  char* base = nullptr;  // the mapping, guard included
  size_t bytes = 0;
};
bool MapCStack(CStack* s) {
  size_t bytes = kTaskCStackBytes + kGuardBytes;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (p == MAP_FAILED) return false;
  mprotect(p, kGuardBytes, PROT_NONE);
  s->base = static_cast<char*>(p);
  s->bytes = bytes;
#ifdef KILN_TASKS_ASAN
  // Addresses an earlier mapping used may keep that mapping's poisoning.
  __asan_unpoison_memory_region(s->base + kGuardBytes, kTaskCStackBytes);
#endif
  return true;
}

// The collector's idea of the running stack's cold end.
void* g_gc_thread = nullptr;
GC_stack_base g_root_bottom{};

void SetGcStackBottom(void* hi) {
  GC_stack_base sb{};
  sb.mem_base = hi;
  struct Arg {
    GC_stack_base* sb;
  } arg{&sb};
  GC_call_with_alloc_lock(
      [](void* a) -> void* {
        GC_set_stackbottom(g_gc_thread, static_cast<Arg*>(a)->sb);
        return nullptr;
      },
      &arg);
}

}  // namespace

struct Machine::TaskContext {
  Value task;  // the Base.Task
  void* sp = nullptr;       // its stack pointer while suspended (kiln_task_switch)
  CStack cstack;           // none for the root task (the thread's own stack)
  void* hi = nullptr;      // the C stack's cold end
  void* cstack_lo = nullptr;  // the thread's stack, for the root task
  size_t cstack_size = 0;
  bool started = false;
  bool finished = false;
  void* asan_fake_stack = nullptr;
  // The interpreter's state while the task is not running (SwapTaskState).
  Value* stack = nullptr;
  Value* stack_end = nullptr;
  Value* stack_high = nullptr;
  Value* native_args_end = nullptr;
  std::vector<Frame> frames;
  std::vector<Handler> handlers;
  runtime::RootedVector<Value> exc_stack;
  std::vector<BacktraceEntry> backtrace;
  Value result;
  bool rethrowing = false;
  bool owns_value_stack = false;
};

void TaskStart();

}  // namespace kiln::interp

extern "C" void KilnTaskStart() { kiln::interp::TaskStart(); }

namespace kiln::interp {

void TaskStart() {
  Machine* m = g_starting;
  g_starting = nullptr;
#ifdef KILN_TASKS_ASAN
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
  m->RunTask();
}

void Machine::SwapTaskState(TaskContext* c) {
  std::swap(stack_, c->stack);
  std::swap(stack_end_, c->stack_end);
  std::swap(stack_high_, c->stack_high);
  std::swap(native_args_end_, c->native_args_end);
  std::swap(frames_, c->frames);
  std::swap(handlers_, c->handlers);
  std::swap(exc_stack_, c->exc_stack);
  std::swap(backtrace_, c->backtrace);
  std::swap(result_, c->result);
  std::swap(rethrowing_, c->rethrowing);
}

void Machine::SwitchContext(TaskContext* from, TaskContext* to) {
  SwapTaskState(from);
  SwapTaskState(to);
  current_task_ = to;
  SetGcStackBottom(to->hi);
  g_starting = this;  // for TaskStart, when `to` has not started
#ifdef KILN_TASKS_ASAN
  const void* bottom = to->cstack.base != nullptr ? to->cstack.base + kGuardBytes : to->cstack_lo;
  size_t size = to->cstack.base != nullptr ? kTaskCStackBytes : to->cstack_size;
  __sanitizer_start_switch_fiber(from->finished ? nullptr : &from->asan_fake_stack, bottom, size);
#endif
  kiln_task_switch(&from->sp, to->sp);
#ifdef KILN_TASKS_ASAN
  __sanitizer_finish_switch_fiber(from->asan_fake_stack, nullptr, nullptr);
#endif
}

Machine::TaskContext* Machine::ContextFor(Value task) {
  auto it = task_index_.find(task.bits);
  if (it != task_index_.end()) return it->second;
  TaskContext* c;
  if (!spare_tasks_.empty()) {
    // A finished task's stacks: its registers and frames start afresh.
    c = spare_tasks_.back();
    spare_tasks_.pop_back();
#ifdef KILN_TASKS_ASAN
    // The frames that never returned (the last switch's) keep their redzones,
    // wherever on the stack they were (a compilation the task ran goes deep).
    char* lo = c->cstack.base + kGuardBytes;
    __asan_unpoison_memory_region(lo, static_cast<char*>(c->hi) - lo);
#endif
    c->started = false;
    c->finished = false;
    c->asan_fake_stack = nullptr;
    c->stack_high = c->stack;
    c->native_args_end = nullptr;
    c->frames.clear();
    c->handlers.clear();
    c->exc_stack.clear();
    c->backtrace.clear();
    c->result = Value();
    c->rethrowing = false;
  } else {
    c = new TaskContext;
    if (!MapCStack(&c->cstack)) {
      delete c;
      runtime::ThrowErrorException(rt_, "cannot allocate a stack for the task");
      return nullptr;
    }
    c->hi = c->cstack.base + c->cstack.bytes;
    c->stack = static_cast<Value*>(std::calloc(kTaskStackValues, sizeof(Value)));
    if (c->stack == nullptr) {
      munmap(c->cstack.base, c->cstack.bytes);
      delete c;
      runtime::ThrowErrorException(rt_, "cannot allocate a stack for the task");
      return nullptr;
    }
    c->owns_value_stack = true;
    c->stack_end = c->stack + kTaskStackValues;
    c->stack_high = c->stack;
    c->frames.reserve(kMaxFrames + 1);  // frames never move (machine.cc)
  }
  c->task = task;
  // The first switch to it pops six registers and returns to kiln_task_boot
  // with the stack aligned to 16 bytes, as for a call.
  auto* top = reinterpret_cast<uintptr_t*>(reinterpret_cast<uintptr_t>(c->hi) & ~uintptr_t{15});
  top[-1] = 0;
  top[-2] = 0;
  top[-3] = reinterpret_cast<uintptr_t>(&kiln_task_boot);
  for (int i = 4; i <= 9; ++i) top[-i] = 0;
  c->sp = top - 9;
  task_index_.emplace(task.bits, c);
  return c;
}

bool Machine::SwitchTask(Value from, Value to) {
  if (root_task_ == nullptr) {
    // The first switch: the running code is the root task, on the thread's stack.
    g_gc_thread = GC_get_my_stackbottom(&g_root_bottom);
    root_task_ = new TaskContext;
    root_task_->task = from;
    root_task_->hi = g_root_bottom.mem_base;
    root_task_->started = true;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      void* addr = nullptr;
      size_t size = 0;
      pthread_attr_getstack(&attr, &addr, &size);
      pthread_attr_destroy(&attr);
      root_task_->cstack_lo = addr;
      root_task_->cstack_size = size;
    }
    task_index_.emplace(from.bits, root_task_);
    current_task_ = root_task_;
  }
  if (current_task_->task.bits != from.bits) {
    return runtime::ThrowErrorException(rt_, "task switch from a task that is not running");
  }
  TaskContext* target = ContextFor(to);
  if (target == nullptr) return false;
  if (target == current_task_) return true;
  if (target->finished) {
    return runtime::ThrowErrorException(rt_, "cannot switch to a task that has finished");
  }
  SwitchContext(current_task_, target);
  FreeFinishedTask();
  return true;
}

void Machine::RunTask() {
  TaskContext* self = current_task_;
  self->started = true;
  FreeFinishedTask();
  // Base._task_entry(t) runs the task's function, records its result or
  // exception, wakes its waiters and returns the task to run next.
  Value next;
  runtime::Binding* entry =
      runtime::ResolveBinding(rt_, rt_.base_module, runtime::Intern("_task_entry"));
  if (entry == nullptr || !entry->value.defined() ||
      !CallFunction(entry->value, &self->task, 1, &next)) {
    // Nothing escapes _task_entry but what its catch cannot hold: reported
    // here; the root task runs next.
    Value e = rt_.has_pending_exception()
                  ? rt_.TakePendingException()
                  : runtime::MakeErrorException(rt_, "Base._task_entry is missing");
    ReportUncaught(e);
    next = root_task_->task;
  }
  TaskContext* target = ContextFor(next);
  if (target == nullptr) {
    rt_.TakePendingException();
    target = root_task_;
  }
  if (target == self || target->finished) target = root_task_;
  self->finished = true;
  finished_task_ = self;
  SwitchContext(self, target);
  std::abort();  // a finished task is never switched to
}

void Machine::FreeFinishedTask() {
  TaskContext* c = finished_task_;
  if (c == nullptr) return;
  finished_task_ = nullptr;
  task_index_.erase(c->task.bits);
  c->task = Value();
  if (spare_tasks_.size() < kSpareTasks) {
    std::fill(c->stack, std::min(c->stack_high + 256, c->stack_end), Value());
    c->result = Value();
    c->exc_stack.clear();
    spare_tasks_.push_back(c);
    return;
  }
  DeleteTaskContext(c);
}

void Machine::DeleteTaskContext(TaskContext* c) {
  if (c->cstack.base != nullptr) {
#ifdef KILN_TASKS_ASAN
    // Frames that never returned leave redzones in the shadow; a later mapping
    // at these addresses (the JIT's memory) would be reported as a stack access.
    __asan_unpoison_memory_region(c->cstack.base + kGuardBytes, kTaskCStackBytes);
#endif
    munmap(c->cstack.base, c->cstack.bytes);
  }
  if (c->owns_value_stack) std::free(c->stack);
  delete c;
}

void Machine::PushTaskRoots() {
  for (const auto& [bits, c] : task_index_) {
    GC_push_all(&c->task, &c->task + 1);
    if (c == current_task_) continue;
    GC_push_all(&c->result, &c->result + 1);
    // Its registers were pushed on its stack by the switch.
    if (c->sp != nullptr && c->started) GC_push_all(c->sp, c->hi);
    if (c->stack != nullptr) {
      GC_push_all(c->stack, std::min(std::max(c->stack_high, c->stack + 256), c->stack_end));
    }
  }
}

void Machine::FreeTasks() {
  // Back on the root task's state, whatever task is running: the tasks that
  // were suspended are never resumed (their C stacks stay mapped: one of them
  // may be the stack this runs on).
  if (root_task_ == nullptr) return;
  if (current_task_ != root_task_) {
    SwapTaskState(current_task_);
    SwapTaskState(root_task_);
  }
  current_task_ = nullptr;
  for (const auto& [bits, c] : task_index_) {
    if (c->owns_value_stack) std::free(c->stack);
    delete c;
  }
  task_index_.clear();
  for (TaskContext* c : spare_tasks_) DeleteTaskContext(c);
  spare_tasks_.clear();
  root_task_ = nullptr;
}

}  // namespace kiln::interp
