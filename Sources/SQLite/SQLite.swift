// Placeholder until the layer's first type lands.
