#include "core/files/part_registry.hpp"

#include <array>
#include <atomic>
#include <cstring>

namespace sudoku::core {

namespace {

enum SlotState : int { kFree = 0, kFilling = 1, kReady = 2 };

struct Slot {
    std::atomic<int> state{kFree};
    char path[kPartPathBytes] = {};
};

static_assert(std::atomic<int>::is_always_lock_free,
              "a signal handler may only use lock-free atomics");

// Constant-initialised (no guard variable a handler could find half-taken): zero slots in BSS.
constinit std::array<Slot, kPartSlots> g_slots{};

std::array<Slot, kPartSlots>& slots() {
    return g_slots;
}

}  // namespace

int register_part(std::string_view path) {
    if (path.empty() || path.size() >= kPartPathBytes) return -1;
    auto& table = slots();
    for (int i = 0; i < kPartSlots; ++i) {
        Slot& slot = table[static_cast<std::size_t>(i)];
        int expected = kFree;
        if (!slot.state.compare_exchange_strong(expected, kFilling, std::memory_order_acquire))
            continue;
        std::memcpy(slot.path, path.data(), path.size());
        slot.path[path.size()] = '\0';
        // A handler that sees kReady sees the whole path.
        slot.state.store(kReady, std::memory_order_release);
        return i;
    }
    return -1;
}

void unregister_part(int slot) {
    if (slot < 0 || slot >= kPartSlots) return;
    Slot& s = slots()[static_cast<std::size_t>(slot)];
    s.state.store(kFilling, std::memory_order_relaxed);  // no handler reads it from here
    s.path[0] = '\0';
    s.state.store(kFree, std::memory_order_release);
}

void for_each_part(void (*remove)(const char* path)) noexcept {
    auto& table = slots();
    for (Slot& slot : table)
        if (slot.state.load(std::memory_order_acquire) == kReady) remove(slot.path);
}

}  // namespace sudoku::core
