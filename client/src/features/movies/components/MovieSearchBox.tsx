import { SearchBox } from '@/components/SearchBox';

export function MovieSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full md:max-w-md">
      <SearchBox
        label="Search movies"
        value={value}
        onChange={onChange}
        placeholder="Search by title, director or description..."
      />
    </div>
  );
}
