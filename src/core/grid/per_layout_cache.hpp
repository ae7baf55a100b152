// A value derived from a layout, built once per thread and reused while that layout comes back.
#pragma once

#include <memory>
#include <type_traits>
#include <utility>

#include "core/grid/layout.hpp"

namespace sudoku::core {

// The value make(layout) built the last time this thread called here with the same layout,
// or a new one when another layout came in between (the generator solves one layout millions
// of times, then moves on; one entry per thread needs no lock). The entry keeps a weak_ptr to
// its layout besides its address: it expires with the layout, so a new layout at a reused
// address never matches a stale entry. Each call site has its own entry: make must be a lambda
// (each is its own type). The reference lasts until this thread's next call here with another
// layout, which frees the value: keep it no longer, or copy it.
template <class Value, class Make>
[[nodiscard]] const Value& per_layout_cached(const LayoutPtr& layout, Make&& make) {
    struct Entry {
        const Layout* address = nullptr;
        std::weak_ptr<const Layout> owner;
        std::unique_ptr<Value> value;
    };
    static_assert(
        std::is_class_v<std::remove_cvref_t<Make>>,
        "pass a lambda: a function pointer type would share one entry between call sites");
    thread_local Entry cache;
    // A live owner at the layout's address is the layout: two live objects never share one.
    // (expired() reads the count; lock() would add and drop a reference on every call.)
    if (cache.address != layout.get() || cache.owner.expired()) {
        cache.value = std::make_unique<Value>(std::forward<Make>(make)(layout));
        cache.address = layout.get();
        cache.owner = layout;
    }
    return *cache.value;
}

}  // namespace sudoku::core
