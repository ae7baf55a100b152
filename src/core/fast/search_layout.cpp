#include "core/fast/search_layout.hpp"

#include <cassert>
#include <memory>

namespace sudoku::core {

const LayoutPtr& search_layout(const LayoutPtr& layout) {
    if (!layout->spec().hyper || layout->spec().implied_windows) return layout;
    struct Entry {
        std::weak_ptr<const Layout> owner;  // expires with the layout, so a reused address
        LayoutPtr value;                    // never matches a stale entry
    };
    thread_local Entry cache;
    if (cache.value == nullptr || cache.owner.lock() != layout) {
        LayoutSpec spec = layout->spec();
        spec.implied_windows = true;
        auto created = Layout::create(std::move(spec));
        assert(created.ok());  // the same spec as a valid layout's, plus units of its own cells
        cache.owner = layout;
        cache.value = std::move(created).value();
    }
    return cache.value;
}

}  // namespace sudoku::core
