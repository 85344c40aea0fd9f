/* placeholder, written next */
int main(void) { return 0; }
