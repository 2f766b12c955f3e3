"""The four rule texts, unchanged, shipped as package data so installed copies can cite them."""
