// Where each visible part of a search tree goes: nodes at (slot, depth), finished failed
// subtrees collapsed into one triangle sized by its node count.
// Pure data, so the ImGui panel and an image exporter paint the same picture.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/tree/search_tree.hpp"

namespace sudoku::core {

struct TreeLayoutItem {
    TreeNode node = kNoNode;
    std::int32_t parent_item = -1;  // index of the parent's item (-1 for the root)
    float x = 0.0f;                 // centre, in slots (a node is one slot wide)
    float y = 0.0f;                 // top, in levels (the node's depth)
    float width = 1.0f;             // slots taken: 1 for a node, more for a triangle
    float height = 0.0f;            // levels a triangle reaches below its apex (0 for a node)
    bool collapsed = false;         // drawn as a triangle standing for the whole subtree
};

enum class CollapseChoice : std::uint8_t { Auto, Expanded, Collapsed };

class TreeLayout {
  public:
    // Expanded subtrees beyond this many items are drawn collapsed, so a layout (and a frame)
    // costs the same whatever the player expands.
    static constexpr std::size_t kMaxItems = 20'000;
    // Collapsed when the player chose so; otherwise (Auto) when finished and failed with more
    // than one node. Subtrees holding a solution stay open, so every solution's path shows.
    [[nodiscard]] bool collapsed(const SearchTree& tree, TreeNode n) const;
    void set_choice(TreeNode n, CollapseChoice choice);
    // Expands a collapsed node, collapses an expanded one (the root never collapses).
    void toggle(const SearchTree& tree, TreeNode n);
    void clear_choices();

    // Recomputes the items when the tree grew or a choice changed since the last call (cost:
    // the visible items, never the hidden nodes). Items come in depth-first order.
    const std::vector<TreeLayoutItem>& update(const SearchTree& tree);
    [[nodiscard]] const std::vector<TreeLayoutItem>& items() const { return m_items; }
    // The item showing `n`: itself, or the collapsed triangle it is hidden in (-1: none yet).
    [[nodiscard]] int item_of(const SearchTree& tree, TreeNode n) const;
    [[nodiscard]] float width() const { return m_width; }    // slots
    [[nodiscard]] float height() const { return m_height; }  // levels
    // Layouts computed so far (for tests and the benchmark: a still tree costs nothing).
    [[nodiscard]] std::uint64_t recomputations() const { return m_recomputations; }

    // Triangle size for a subtree of `count` nodes: grows with the logarithm, so a million
    // nodes stays on screen beside a hundred.
    [[nodiscard]] static float triangle_width(std::uint32_t count);
    [[nodiscard]] static float triangle_height(std::uint32_t count);

  private:
    std::unordered_map<TreeNode, CollapseChoice> m_choices;
    std::vector<TreeLayoutItem> m_items;
    std::unordered_map<TreeNode, std::int32_t> m_item_index;
    const SearchTree* m_tree = nullptr;
    std::uint64_t m_events = UINT64_MAX;
    std::uint64_t m_choices_version = 0, m_laid_out_choices = UINT64_MAX;
    std::uint64_t m_recomputations = 0;
    float m_width = 0.0f, m_height = 0.0f;
};

}  // namespace sudoku::core
